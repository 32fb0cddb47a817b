// The charting library and its styles, in a chunk of their own (see lazy-charts.tsx).
import '@mantine/charts/styles.css';

export { AreaChart, BarChart } from '@mantine/charts';
