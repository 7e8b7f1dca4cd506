import type { ReactElement, ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { PageNotFound } from './AppEmptyState';

/**
 * A panel's routes (/admin/*, /master/*): its login page, then its pages behind the auth guard,
 * and a not-found page ('There is no `panel` page at this address.') for any other address.
 */
export function PanelRoutes(props: {
  login: ReactElement;
  guard: ReactElement;
  panel: string;
  children: ReactNode;
}) {
  return (
    <Routes>
      <Route path="login" element={props.login} />
      <Route element={props.guard}>
        {props.children}
        <Route
          path="*"
          element={
            <PageNotFound description={`There is no ${props.panel} page at this address.`} />
          }
        />
      </Route>
    </Routes>
  );
}
