import { fireEvent, screen } from '@testing-library/react';
import { type SetPriceAlertMutationVariables } from '../pricing.generated';
import { serverError } from '../../../test/mocks/errors';
import { setPriceAlertHandler } from '../../../test/mocks/handlers/pricing';
import { meHandler } from '../../../test/mocks/handlers/session';
import { server, startMockApi } from '../../../test/mocks/server';
import { renderWithApi, TEST_USER } from '../../../test/render';
import { COMPONENT } from './fixtures';
import { WatchPriceDialog } from '../WatchPriceDialog';

/** What the server says when the account already watches its limit of parts (pricing.service.ts TOO_MANY_ALERTS). */
const TOO_MANY_ALERTS = 'You can watch at most 100 parts; delete an alert first.';

startMockApi();

/** Records what the alert mutation receives; answers the alert as set, or the server's refusal `error`. */
function recordAlerts(error?: string) {
  const seen: SetPriceAlertMutationVariables[] = [];
  server.use(setPriceAlertHandler(seen, error ? () => serverError('CONFLICT', error) : undefined));
  return seen;
}

function renderDialog(onClose = jest.fn()) {
  server.use(meHandler(TEST_USER));
  renderWithApi(<WatchPriceDialog open onClose={onClose} component={COMPONENT} currentLowestCents={28999} />);
  return { onClose, field: screen.getByLabelText('Target price (USD)') };
}

describe('WatchPriceDialog', () => {
  it('checks the target price before sending, with clear messages on the field', () => {
    const seen = recordAlerts();
    const { field } = renderDialog();
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
    const seen = recordAlerts();
    const { field, onClose } = renderDialog();
    fireEvent.change(field, { target: { value: '$249.99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set alert' }));
    expect(await screen.findByText('Price alert set')).toBeInTheDocument();
    expect(seen).toEqual([{ componentId: COMPONENT.id, targetPriceCents: 24999 }]);
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's refusal on the field", async () => {
    recordAlerts(TOO_MANY_ALERTS);
    const { field } = renderDialog();
    fireEvent.change(field, { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set alert' }));
    expect(await screen.findByText(TOO_MANY_ALERTS)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
