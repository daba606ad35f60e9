import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { clearPageProblems } from '../components/toast.ts';
import { setNavigator } from './navigation.ts';
import { useDocumentTitle } from './page-title.ts';
import { followSharedToken } from './session.ts';

/**
 * Root of every route: document title, navigation for non-React code, cross-tab token sync, and
 * a clean slate of error toasts on each new page.
 */
export function RootShell() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => clearPageProblems(), [pathname]);
  useDocumentTitle();
  useEffect(() => setNavigator((to) => void navigate(to)), [navigate]);
  useEffect(() => followSharedToken(), []);
  return <Outlet />;
}
