import { lazy } from 'react';

// The charting library is the largest part of Home: it loads when a chart first comes near the screen
// (see WhenNearViewport), after the figures above it have shown.
const loadCharts = () => import('./charts');

export const AreaChart = lazy(() => loadCharts().then((charts) => ({ default: charts.AreaChart })));
export const BarChart = lazy(() => loadCharts().then((charts) => ({ default: charts.BarChart })));
