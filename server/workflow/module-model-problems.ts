import type { CompiledModule } from '../../runtime/bundle/compiled-types.ts';
import { literalCalls } from '../../runtime/workflow/expression/literal-calls.ts';
import { parseExpression } from '../../runtime/workflow/expression/parse.ts';
import type { ModelProblem } from '../../runtime/workflow/model-problem.ts';
import type { WfModel } from '../../runtime/workflow/model-types.ts';
import type { ExtMethodRegistry } from './ext-methods.ts';
import { inlineListDefs } from '../../runtime/workflow/editable-lists.ts';

const FIELD_FUNCTIONS = new Set(['getValStr', 'getValInt', 'getValNumber']);

function conditionProblems(model: WfModel, module: CompiledModule, ext: ExtMethodRegistry): ModelProblem[] {
  return model.lines.flatMap((line) => {
    if (line.condition.trim() === '') return [];
    return literalCalls(parseExpression(line.condition)).flatMap((call): ModelProblem[] => {
      if (FIELD_FUNCTIONS.has(call.name) && !module.fields.has(call.literal)) {
        return [{ messageId: 'workflow.expr.unknownField', params: { field: call.literal }, lineId: line.id }];
      }
      if (call.name === 'getConditionByJava' && !ext.list({ grpNo: model.moduleId, invokeTypes: ['conditionGeter'] }).some((method) => method.name === call.literal)) {
        return [{ messageId: 'workflow.extMethodUnknown', params: { name: call.literal }, lineId: line.id }];
      }
      return [];
    });
  });
}

/**
 * What validateModel cannot know: the model against its module and the server's extension
 * methods. Editable fields (or inline lists), handler extensions, fields and Java conditions named in line
 * conditions must exist. Run on a model validateModel accepted (conditions parse).
 */
export function moduleModelProblems(model: WfModel, module: CompiledModule, ext: ExtMethodRegistry): ModelProblem[] {
  const problems: ModelProblem[] = [];
  const lists = new Set(inlineListDefs(module).map((list) => list.module));
  for (const node of model.nodes) {
    const name = node.desc || node.id;
    for (const field of node.editableFields) {
      if (!module.fields.has(field) && !lists.has(field)) problems.push({ messageId: 'workflow.model.unknownField', params: { node: name, field }, nodeId: node.id });
    }
    const extension = node.handlers.extension;
    if (extension && !ext.list({ grpNo: model.moduleId, invokeTypes: ['handlerGeter'] }).some((method) => method.name === extension)) {
      problems.push({ messageId: 'workflow.model.unknownExtension', params: { node: name, name: extension }, nodeId: node.id });
    }
  }
  return [...problems, ...conditionProblems(model, module, ext)];
}
