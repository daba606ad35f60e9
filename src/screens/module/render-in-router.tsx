/** Test support: a module screen inside a data router, as the app shows it (its unsaved-changes guard needs one). */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TestProviders } from '../../app/TestProviders.tsx';

/** The screen at /page; /elsewhere is a page to leave to. Answers the router to navigate with. */
export function renderInRouter(screen: ReactElement) {
  const router = createMemoryRouter(
    [
      { path: '/page', element: screen },
      { path: '/elsewhere', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/elsewhere', '/page'], initialIndex: 1 },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}
