import { donutSlices } from '../components/AllocationChart';
import { toggleUseCase, namesOfUseCases } from '../use-cases';

describe('use-case selection', () => {
  it('adds in card order and removes', () => {
    expect(toggleUseCase([], 'workstation')).toEqual(['workstation']);
    expect(toggleUseCase(['workstation'], 'gaming')).toEqual(['gaming', 'workstation']);
    expect(toggleUseCase(['gaming', 'workstation'], 'gaming')).toEqual(['workstation']);
  });

  it('names known ids and skips unknown ones', () => {
    expect(namesOfUseCases(['work', 'mining', 'server'])).toEqual(['Work & Productivity', 'Server/NAS']);
  });
});

describe('donutSlices', () => {
  it('gives each category its share of the circle, clockwise from 12 o’clock', () => {
    const slices = donutSlices({ cpu: 22, gpu: 38, ram: 9, storage: 9, other: 22 });
    expect(slices.map((s) => s.key)).toEqual(['cpu', 'gpu', 'ram', 'storage', 'other']);
    expect(slices[0]).toEqual({ key: 'cpu', length: expect.closeTo(21.4, 5), dashOffset: 25 });
    expect(slices[1].dashOffset).toBeCloseTo(3);
    expect(slices[4].dashOffset).toBeCloseTo(25 - 78);
  });

  it('leaves out empty categories', () => {
    expect(donutSlices({ cpu: 50, gpu: 50, ram: 0, storage: 0, other: 0 }).map((s) => s.key)).toEqual(['cpu', 'gpu']);
  });
});
