import { fireEvent, screen } from '@testing-library/react';
import { type MockLink } from '@apollo/client/testing';
import { SetPriceAlertDocument, type SetPriceAlertMutationVariables } from '../pricing.generated';
import { meMock, renderApp, TEST_USER } from '../../../test/render';
import { COMPONENT } from './fixtures';
import { WatchPriceDialog } from '../WatchPriceDialog';

function setMock(seen: SetPriceAlertMutationVariables[], error?: string): MockLink.MockedResponse {
  return {
    request: {
      query: SetPriceAlertDocument,
      variables: (vars: SetPriceAlertMutationVariables) => {
        seen.push(vars);
        return true;
      },
    },
    ...(error
      ? { result: { errors: [{ message: error, extensions: { code: 'BAD_USER_INPUT' } }] } }
      : {
          result: {
            data: {
              setPriceAlert: {
                __typename: 'PriceAlert',
                id: 'a1',
                component: COMPONENT,
                targetPriceCents: 24999,
                triggeredAt: null,
                triggeredPriceCents: null,
                triggeredRetailer: null,
                createdAt: '2026-01-10T12:00:00.000Z',
                updatedAt: '2026-01-10T12:00:00.000Z',
              },
            },
          },
        }),
  } as MockLink.MockedResponse;
}

function renderDialog(mocks: MockLink.MockedResponse[], onClose = jest.fn()) {
  renderApp(<WatchPriceDialog open onClose={onClose} component={COMPONENT} currentLowestCents={28999} />, {
    mocks: [meMock(TEST_USER), ...mocks],
  });
  return { onClose, field: screen.getByLabelText('Target price (USD)') };
}

describe('WatchPriceDialog', () => {
  it('checks the target price before sending, with clear messages on the field', () => {
    const seen: SetPriceAlertMutationVariables[] = [];
    const { field } = renderDialog([setMock(seen)]);
    expect(screen.getByRole('dialog', { name: 'Watch price' })).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(screen.getByText('The lowest price right now is $289.99.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Set alert' }));
    expect(screen.getByText('Enter a target price in dollars.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Enter a target price in dollars.');

    fireEvent.change(field, { target: { value: 'cheap' } });
    expect(field).not.toHaveAttribute('aria-invalid');
    fireEvent.click(screen.getByRole('button', { name: 'Set alert' }));
    expect(screen.getByText('Enter the price as a number, e.g. 249.99.')).toBeInTheDocument();

    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set alert' }));
    expect(screen.getByText('The target price must be above $0.')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it("sends cents and says 'Price alert set'", async () => {
    const seen: SetPriceAlertMutationVariables[] = [];
    const { field, onClose } = renderDialog([setMock(seen)]);
    fireEvent.change(field, { target: { value: '$249.99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set alert' }));
    expect(await screen.findByText('Price alert set')).toBeInTheDocument();
    expect(seen).toEqual([{ componentId: COMPONENT.id, targetPriceCents: 24999 }]);
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's refusal on the field", async () => {
    const { field } = renderDialog([setMock([], 'You can watch at most 100 parts')]);
    fireEvent.change(field, { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set alert' }));
    expect(await screen.findByText('You can watch at most 100 parts')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
