import { act, fireEvent, screen, within } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { PricingDocument, type PricingQuery } from '../../../components/pricing/pricing.generated';
import { serverError } from '../../../test/mocks/errors';
import { pricingHandler } from '../../../test/mocks/handlers/pricing';
import { meHandler } from '../../../test/mocks/handlers/session';
import { server, startMockApi } from '../../../test/mocks/server';
import { renderWithApi, TEST_USER } from '../../../test/render';
import { PriceWidget } from '../components/PriceWidget';
import { resetFreshness } from '../freshness';
import { NOW, pricing } from '../../../components/pricing/__tests__/fixtures';

const NAME = 'NVIDIA GeForce RTX 4060';

startMockApi();

/**
 * The widget for NAME, its price comparison answered with `answer` (default: three retailers'
 * offers); returns the part name of each request.
 */
function renderWidget(answer: PricingQuery['pricing'] | Response = pricing(NAME)): string[] {
  const seen: string[] = [];
  server.use(
    pricingHandler((componentName) => {
      seen.push(componentName);
      return answer;
    }),
  );
  showWidget();
  return seen;
}

/** The widget for NAME over the handlers as they stand. */
function showWidget() {
  renderWithApi(<PriceWidget name={NAME} now={NOW} />);
}

describe('PriceWidget', () => {
  afterEach(resetFreshness);

  it('shows a skeleton while loading, then one row per retailer with the best deal and the differences', async () => {
    const seen = renderWidget();
    expect(screen.getByText(`Loading prices for ${NAME}...`)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('region', { name: NAME })).toHaveAttribute('aria-busy', 'true');

    const list = await screen.findByRole('list', { name: `Retailer prices for ${NAME}` });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Newegg');
    expect(rows[0]).toHaveTextContent('PC specialist · Tech support');
    expect(rows[0]).toHaveTextContent('$289.99');
    expect(rows[0]).toHaveTextContent('Best Deal');
    expect(rows[0]).toHaveTextContent('Retailer feed · observed 5 min ago');
    expect(rows[1]).toHaveTextContent('Amazon');
    expect(rows[1]).toHaveTextContent('Prime shipping · Easy returns');
    expect(rows[1]).toHaveTextContent('+$10.00 more');
    expect(rows[1]).toHaveTextContent('Live price');
    expect(rows[2]).toHaveTextContent('Best Buy');
    expect(rows[2]).toHaveTextContent('In-store pickup · Local service');
    expect(rows[2]).toHaveTextContent('+$30.00 more');
    expect(rows[2]).toHaveTextContent('Estimate');
    expect(within(rows[2]!).getByRole('link', { name: 'View at Best Buy (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://example.com/bestbuy',
    );
    expect(screen.getByText('GPU')).toBeInTheDocument();
    expect(screen.queryByText(/^Est\./)).not.toBeInTheDocument();
    expect(seen).toEqual([NAME]);
  });

  it("says 'Pricing data temporarily unavailable' and shows the Est. badge for a fallback above 0", async () => {
    renderWidget(pricing(NAME, { offers: [], lowest: null, estimateCents: 29999, unavailable: false }));
    expect(await screen.findByText('Pricing data temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByText(/^Est\. \$299\.99/)).toHaveTextContent(
      'Est. $299.99 (estimate: typical price, RigForge editors, 24 Nov 2026)',
    );
    expect(screen.getByText(/^typical price, RigForge editors, 24 Nov 2026/)).toBeInTheDocument();
    expect(screen.getByText(/The estimate above is our catalog price/)).toBeInTheDocument();
  });

  it("shows a row per retailer without a price: its product page when we know the part's id there, else a search", async () => {
    const links = [
      {
        __typename: 'RetailerLink' as const,
        retailer: 'AMAZON' as const,
        url: 'https://www.amazon.com/dp/B0C7W8GZMJ',
        productPage: true,
      },
      {
        __typename: 'RetailerLink' as const,
        retailer: 'NEWEGG' as const,
        url: 'https://www.newegg.com/p/N82E16814932624',
        productPage: true,
      },
      {
        __typename: 'RetailerLink' as const,
        retailer: 'BESTBUY' as const,
        url: 'https://www.bestbuy.com/site/searchpage.jsp?st=NVIDIA%20GeForce%20RTX%204060',
        productPage: false,
      },
    ];
    renderWidget(pricing(NAME, { offers: [], lowest: null, links, estimateCents: 29999, unavailable: false }));
    const list = await screen.findByRole('list', { name: `Retailer prices for ${NAME}` });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toHaveTextContent('Price not checked');
    expect(
      within(rows[0]!).getByRole('link', { name: 'View the product at Amazon (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.amazon.com/dp/B0C7W8GZMJ');
    expect(within(rows[1]!).getByRole('link', { name: /View the product at Newegg/ })).toHaveAttribute(
      'href',
      'https://www.newegg.com/p/N82E16814932624',
    );
    expect(within(rows[2]!).getByRole('link', { name: 'Search Best Buy for it (opens in a new tab)' })).toHaveAttribute(
      'href',
      links[2]!.url,
    );
    expect(screen.queryByText('Pricing data temporarily unavailable')).not.toBeInTheDocument();
    expect(screen.queryByText(/\$\d/, { selector: 'li *' })).not.toBeInTheDocument();
  });

  it('shows no Est. badge for a fallback of 0 or none', async () => {
    renderWidget(pricing(NAME, { offers: [], lowest: null, estimateCents: 0, unavailable: true }));
    expect(await screen.findByText('Pricing data temporarily unavailable')).toBeInTheDocument();
    expect(screen.queryByText(/^Est\./)).not.toBeInTheDocument();
  });

  it('is unavailable when the server fails or does not know the name', async () => {
    // As the server refuses a name that is not in the catalog (pricing.service.ts, unknownComponent).
    const message = `No component named "${NAME}" in the catalog; pick one from the suggestions.`;
    const seen = renderWidget(serverError('NOT_FOUND', message));
    expect(await screen.findByText('Pricing data temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(seen).toEqual([NAME]);
  });

  it('spins the refresh button while it refetches, then shows the new prices', async () => {
    const newer = pricing(NAME);
    newer.offers = newer.offers.map((o) => (o.retailer === 'NEWEGG' ? { ...o, priceCents: 25999 } : o));
    // The first answer at once, the refetch's late: long enough that a busy machine still sees it
    // in flight after the click.
    const answers: PricingQuery['pricing'][] = [pricing(NAME), newer];
    const asked: unknown[] = [];
    server.use(
      graphql.query(PricingDocument, async ({ variables }) => {
        asked.push(variables);
        const answer = answers.shift();
        if (!answer) return undefined;
        if (answer === newer) await delay(500);
        return HttpResponse.json({ data: { pricing: answer } });
      }),
    );
    showWidget();
    await screen.findByRole('list', { name: `Retailer prices for ${NAME}` });
    const button = screen.getByRole('button', { name: `Refresh prices for ${NAME}` });
    expect(screen.getByTestId('refresh-icon')).not.toHaveClass('animate-spin');
    await act(async () => {
      fireEvent.click(button);
      await Promise.resolve();
    });
    expect(screen.getByTestId('refresh-icon')).toHaveClass('animate-spin');
    expect(button).toBeDisabled();
    expect(await screen.findByText('$259.99', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('refresh-icon')).not.toHaveClass('animate-spin');
    expect(asked).toEqual([{ componentName: NAME }, { componentName: NAME }]);
  });

  it('asks a guest to sign in to watch the price, keeping this page as the way back', async () => {
    renderWidget();
    const link = await screen.findByRole('link', { name: `Sign in to watch the price of ${NAME}` });
    expect(link).toHaveAttribute('href', '/api/login?returnTo=%2F');
  });

  it('offers a signed-in user the watch-price button', async () => {
    // No alert on the part yet: the shared handler's answer.
    server.use(meHandler(TEST_USER));
    renderWidget();
    expect(await screen.findByRole('button', { name: `Watch price of ${NAME}` })).toBeInTheDocument();
  });
});
