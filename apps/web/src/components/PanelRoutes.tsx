import type { ReactElement, ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { PageNotFound } from './AppEmptyState';

/**
 * A panel's routes (/admin/*, /master/*): its login page, then its pages behind the auth guard,
 * and a not-found page (`notFound` says what is missing) for any other address under the guard.
 */
export function PanelRoutes(props: {
  login: ReactElement;
  guard: ReactElement;
  notFound: string;
  children: ReactNode;
}) {
  return (
    <Routes>
      <Route path="login" element={props.login} />
      <Route element={props.guard}>
        {props.children}
        <Route path="*" element={<PageNotFound description={props.notFound} />} />
      </Route>
    </Routes>
  );
}
