/**
 * Our rjsf theme: Tailwind templates and one widget per bundle field type. The compiled
 * uiSchema names the widget by field type (`ui:widget: 'decimal'`), so this registry is the
 * whole mapping from bundle to control.
 */
import type { ThemeProps } from '@rjsf/core';
import type { RegistryWidgetsType } from '@rjsf/utils';
import type { FieldType } from '../../runtime/bundle/types.ts';
import { FieldTemplate } from './templates/FieldTemplate.tsx';
import { FieldErrorTemplate } from './templates/FieldErrorTemplate.tsx';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate.tsx';
import { TextWidget } from './widgets/TextWidget.tsx';
import { TextareaWidget } from './widgets/TextareaWidget.tsx';
import { NumberWidget } from './widgets/NumberWidget.tsx';
import { temporalWidget } from './widgets/TemporalWidget.tsx';
import { BooleanWidget } from './widgets/BooleanWidget.tsx';
import { SelectWidget } from './widgets/SelectWidget.tsx';
import { RadioWidget } from './widgets/RadioWidget.tsx';
import { CheckboxWidget } from './widgets/CheckboxWidget.tsx';
import { ReferenceWidget } from './widgets/ReferenceWidget.tsx';
import { TreeRefWidget } from './widgets/TreeRefWidget.tsx';
import { uploadWidget } from './widgets/UploadWidget.tsx';
import { geoWidget } from './widgets/GeoWidget.tsx';

export const FIELD_WIDGETS: Record<FieldType, RegistryWidgetsType[string]> = {
  text: TextWidget,
  textarea: TextareaWidget,
  int: NumberWidget,
  number: NumberWidget,
  decimal: NumberWidget,
  date: temporalWidget('date'),
  month: temporalWidget('month'),
  time: temporalWidget('time'),
  datetime: temporalWidget('datetime'),
  boolean: BooleanWidget,
  select: SelectWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  reference: ReferenceWidget,
  treeRef: TreeRefWidget,
  attachment: uploadWidget('attachment'),
  image: uploadWidget('image'),
  geoPoint: geoWidget('geoPoint'),
  geoCircle: geoWidget('geoCircle'),
  geoPolygon: geoWidget('geoPolygon'),
  geoPolyline: geoWidget('geoPolyline'),
};

/** Spread into rjsf's Form (ModuleForm does), which keeps the Form's ref for validateForm(). */
export const moduleTheme: ThemeProps = {
  widgets: { ...FIELD_WIDGETS, TextWidget },
  templates: { FieldTemplate, FieldErrorTemplate, ObjectFieldTemplate },
};
