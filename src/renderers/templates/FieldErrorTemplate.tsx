import type { FieldErrorProps } from '@rjsf/utils';

/** The first message of a field, under its control; the space below each field keeps the layout still. */
export function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  const first = errors?.find((error) => error !== '' && error !== null && error !== undefined);
  if (first === undefined) return null;
  return (
    <p id={`${fieldPathId.$id}__error`} role="alert" className="absolute bottom-0.5 truncate text-xs leading-4 text-red-500">
      {first}
    </p>
  );
}
