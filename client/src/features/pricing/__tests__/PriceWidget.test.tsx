import { act, fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { type MockLink } from '@apollo/client/testing';
import { PriceAlertForDocument, PricingDocument } from '../../../components/pricing/pricing.generated';
import { meMock, renderApp, TEST_USER } from '../../../test/render';
import { PriceWidget } from '../components/PriceWidget';
import { resetFreshness } from '../freshness';
import { NOW, pricing, pricingMock } from '../../../components/pricing/__tests__/fixtures';

const NAME = 'NVIDIA GeForce RTX 4060';

function renderWidget(mocks: MockLink.MockedResponse[]) {
  renderApp(<PriceWidget name={NAME} now={NOW} />, { mocks });
}

describe('PriceWidget', () => {
  afterEach(resetFreshness);

  it('shows a skeleton while loading, then one row per retailer with the best deal and the differences', async () => {
    renderWidget([meMock(), pricingMock(NAME)]);
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
  });

  it("says 'Pricing data temporarily unavailable' and shows the Est. badge for a fallback above 0", async () => {
    renderWidget([
      meMock(),
      pricingMock(NAME, pricing(NAME, { offers: [], lowest: null, estimateCents: 29999, unavailable: false })),
    ]);
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
    renderWidget([
      meMock(),
      pricingMock(NAME, pricing(NAME, { offers: [], lowest: null, links, estimateCents: 29999, unavailable: false })),
    ]);
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
    renderWidget([
      meMock(),
      pricingMock(NAME, pricing(NAME, { offers: [], lowest: null, estimateCents: 0, unavailable: true })),
    ]);
    expect(await screen.findByText('Pricing data temporarily unavailable')).toBeInTheDocument();
    expect(screen.queryByText(/^Est\./)).not.toBeInTheDocument();
  });

  it('is unavailable when the server fails or does not know the name', async () => {
    renderWidget([
      meMock(),
      {
        request: { query: PricingDocument, variables: { componentName: NAME } },
        result: { errors: [new GraphQLError('No component named that', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    expect(await screen.findByText('Pricing data temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByText('No component named that')).toBeInTheDocument();
  });

  it('spins the refresh button while it refetches, then shows the new prices', async () => {
    const newer = pricing(NAME);
    newer.offers = newer.offers.map((o) => (o.retailer === 'NEWEGG' ? { ...o, priceCents: 25999 } : o));
    // Long enough that a busy machine still sees the refetch in flight after the click.
    renderWidget([meMock(), pricingMock(NAME), pricingMock(NAME, newer, { delay: 500 })]);
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
  });

  it('asks a guest to sign in to watch the price, keeping this page as the way back', async () => {
    renderWidget([meMock(), pricingMock(NAME)]);
    const link = await screen.findByRole('link', { name: `Sign in to watch the price of ${NAME}` });
    expect(link).toHaveAttribute('href', '/api/login?returnTo=%2F');
  });

  it('offers a signed-in user the watch-price button', async () => {
    renderWidget([
      meMock(TEST_USER),
      pricingMock(NAME),
      {
        request: { query: PriceAlertForDocument, variables: () => true },
        result: { data: { priceAlertFor: null } },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ]);
    expect(await screen.findByRole('button', { name: `Watch price of ${NAME}` })).toBeInTheDocument();
  });
});
