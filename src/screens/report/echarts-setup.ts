/**
 * ECharts with only what reports draw: bar, line and pie charts on a canvas (PNG export reads the
 * canvas). Imported dynamically by ReportChart, so only report pages and the cockpit load it.
 */
import * as echarts from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { echarts };
