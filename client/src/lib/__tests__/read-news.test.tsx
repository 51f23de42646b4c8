import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { READ_NEWS_STORAGE_KEY, resetReadNewsMemory, useReadNews } from '../read-news';

function ReadCount() {
  const { readIds } = useReadNews();
  return <p>{readIds.size} read</p>;
}

describe('readNews and prerendered pages', () => {
  afterEach(() => {
    localStorage.clear();
    resetReadNewsMemory();
  });

  it('hydrates with nothing read, as the prerenderer rendered it, then shows what this browser read', async () => {
    // The prerenderer has no browser storage: its HTML counts nothing read.
    const html = renderToString(<ReadCount />);
    expect(html).toContain('0');
    localStorage.setItem(READ_NEWS_STORAGE_KEY, JSON.stringify(['a', 'b']));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <ReadCount />, { onRecoverableError: (error) => errors.push(error) });
      await Promise.resolve();
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('2 read');
    container.remove();
  });
});
