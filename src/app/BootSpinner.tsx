import { Spinner } from '../components/Spinner.tsx';

/** Shown while the first route loads its code and checks the session. */
export function BootSpinner() {
  return (
    <div className="flex h-full items-center justify-center">
      <Spinner size={28} />
    </div>
  );
}
