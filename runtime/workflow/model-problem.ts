import type { MessageParams } from '../errors.ts';

/** One thing wrong with a model: data for the designer, translated at the edge. */
export interface ModelProblem {
  messageId: string;
  params: MessageParams;
  nodeId?: string;
  lineId?: string;
}
