import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { setNavigator } from './navigation.ts';
import { useDocumentTitle } from './page-title.ts';
import { followSharedToken } from './session.ts';

/** Root of every route: document title, navigation for non-React code, cross-tab token sync. */
export function RootShell() {
  const navigate = useNavigate();
  useDocumentTitle();
  useEffect(() => setNavigator((to) => void navigate(to)), [navigate]);
  useEffect(() => followSharedToken(), []);
  return <Outlet />;
}
