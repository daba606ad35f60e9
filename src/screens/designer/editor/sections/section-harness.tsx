/**
 * Test support for the designer's sections: renders one over a bundle kept in state, as the
 * designer keeps its draft, and answers the bundle as the last edit left it.
 */
import { useState, type ComponentType } from 'react';
import { render } from '@testing-library/react';
import type { BundleProblem, DictionaryBundle, ModuleBundle } from '../../../../../runtime/index.ts';
import type { DesignContext } from '../../../../../contracts/module-design.ts';
import { TestProviders } from '../../../../app/TestProviders.tsx';
import type { SectionProps } from './section-props.ts';

type Entity = DesignContext['entities'][number];

/** A design context entity of a bundle, as context.ajax answers it. */
export function entityOf(bundle: ModuleBundle): Entity {
  return {
    moduleId: bundle.moduleId,
    entityName: bundle.entity.name,
    title: bundle.title,
    fields: bundle.entity.fields.map((field) => ({ name: field.name, label: field.label, type: field.type })),
    children: (bundle.form.children ?? []).map((child) => child.module),
  };
}

export function designContext(patch: Partial<DesignContext> = {}): DesignContext {
  return { dictionaries: {} as DictionaryBundle, entities: [], menuFolders: [], workflowModels: [], roles: [], posts: [], tables: [], ...patch };
}

export function renderSection(Section: ComponentType<SectionProps>, start: ModuleBundle, context: DesignContext, problems: readonly BundleProblem[] = []): () => ModuleBundle {
  let latest = start;
  function Harness() {
    const [bundle, setBundle] = useState(start);
    const edit = (change: (bundle: ModuleBundle) => ModuleBundle) =>
      setBundle((current) => {
        latest = change(current);
        return latest;
      });
    return <Section bundle={bundle} edit={edit} context={context} published readOnly={false} problems={problems} />;
  }
  render(
    <TestProviders>
      <Harness />
    </TestProviders>,
  );
  return () => latest;
}
