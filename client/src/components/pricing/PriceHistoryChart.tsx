import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from '../../lib/theme';
import { formatAxisMonth, formatDay, type ChartLine, type ChartRow } from './history';
import { SERIES } from './retailers';

const THEME = {
  light: { grid: '#e2e8f0', axis: '#475569', tooltipBg: '#ffffff', tooltipFg: '#0f172a' },
  dark: { grid: '#334155', axis: '#cbd5e1', tooltipBg: '#0f172a', tooltipFg: '#f8fafc' },
} as const;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * The observed prices as lines, one per retailer (or the dataset's lowest across retailers), with a dot on each observation (the line between
 * two dots joins observations; it is not data). A series with a gap (history.ts GAP_DAYS) is drawn in pieces, so no line crosses it. Drawn for sighted users only: the panel around it gives the same numbers as a
 * table, so the chart is hidden from assistive technology. Default export: loaded with React.lazy.
 */
export default function PriceHistoryChart({ rows, lines }: { rows: ChartRow[]; lines: ChartLine[] }) {
  const { theme } = useTheme();
  const colors = THEME[theme];
  return (
    <div aria-hidden="true" className="size-full" data-testid="price-history-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" />
          <XAxis
            dataKey="time"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            tickFormatter={formatAxisMonth}
            stroke={colors.axis}
            tick={{ fill: colors.axis, fontSize: 11 }}
            minTickGap={24}
          />
          <YAxis
            stroke={colors.axis}
            tick={{ fill: colors.axis, fontSize: 11 }}
            tickFormatter={(v: number) => `$${Math.round(v)}`}
            width={52}
            domain={['auto', 'auto']}
          />
          <Tooltip
            labelFormatter={(time) => formatDay(Number(time))}
            formatter={(value, name) => [usd.format(Number(value)), String(name)]}
            contentStyle={{ background: colors.tooltipBg, color: colors.tooltipFg, borderRadius: 8, fontSize: 12 }}
          />
          {lines.filter((l) => l.first).length > 1 ? (
            <Legend wrapperStyle={{ fontSize: 12, color: colors.axis }} />
          ) : null}
          {lines.map(({ key, series, first }) => (
            <Line
              key={key}
              type="linear"
              dataKey={(row: ChartRow) => row.values[key]}
              name={SERIES[series].name}
              legendType={first ? 'line' : 'none'}
              stroke={SERIES[series].line[theme]}
              strokeWidth={2}
              dot={{ r: 3 }}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
