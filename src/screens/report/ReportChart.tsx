import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef } from 'react';
import type { ReportAnswer } from '../../../contracts/report.ts';
import { useT } from '../../i18n/index.ts';
import { chartModel, type ChartCell } from './chart-option.ts';

export interface ReportChartHandle {
  /** The chart as a PNG data URL; undefined before it is drawn. */
  png(): string | undefined;
}

type Chart = { setOption(option: unknown, notMerge: boolean): void; resize(): void; dispose(): void; getDataURL(options: unknown): string; on(event: string, handler: (params: { seriesIndex?: number; dataIndex?: number }) => void): void };

export interface ReportChartProps {
  answer: ReportAnswer;
  /** A click on a point: the dimension values it stands for. */
  onDrill?: (cell: ChartCell) => void;
  /** ECharts' dark theme on a transparent ground (the cockpit's dark screen). */
  dark?: boolean;
  /** The chart box's size and ground; a white box 20rem high by default. */
  className?: string;
}

/** The bar, line or pie chart of a report: ECharts is loaded on first draw, so only the pages that draw one fetch it. */
export const ReportChart = forwardRef<ReportChartHandle, ReportChartProps>(function ReportChart({ answer, onDrill, dark = false, className = 'h-80 w-full rounded bg-white' }, ref) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const empty = t('report.empty');
  const model = useMemo(() => chartModel(answer, empty), [answer, empty]);
  const drill = useRef(onDrill);
  drill.current = onDrill;
  const cells = useRef(model?.cells ?? []);
  cells.current = model?.cells ?? [];

  useImperativeHandle(ref, () => ({ png: () => chart.current?.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#ffffff' }) }), []);

  useEffect(() => {
    if (!model || !box.current) return;
    let cancelled = false;
    const element = box.current;
    void import('./echarts-setup.ts').then(({ echarts }) => {
      if (cancelled) return;
      const instance = (chart.current ?? echarts.init(element, dark ? 'dark' : undefined)) as unknown as Chart;
      if (!chart.current) {
        instance.on('click', ({ seriesIndex, dataIndex }) => {
          const cell = cells.current[seriesIndex ?? 0]?.[dataIndex ?? -1];
          if (cell) drill.current?.(cell);
        });
      }
      chart.current = instance;
      instance.setOption(dark ? { ...model.option, backgroundColor: 'transparent' } : model.option, true);
    });
    return () => {
      cancelled = true;
    };
    // The theme is the chart's for its life: set once at init.
  }, [model]);

  useEffect(() => {
    const resize = () => chart.current?.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  if (!model) return null;
  return <div ref={box} className={className} role="img" aria-label={answer.title} data-testid="report-chart" />;
});
