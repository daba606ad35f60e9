import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { toast } from '../../components/toast.ts';
import { useT } from '../../i18n/hooks.ts';
import { resetSession } from '../../app/session.ts';
import { clearMenuModel } from '../../app/menu-store.ts';
import { resetRoutes } from '../../app/RouterHost.tsx';
import { resetViewTags } from '../../app/layout/view-tags.ts';
import { AccountLoginForm } from './AccountLoginForm.tsx';
import { MobileLoginForm } from './MobileLoginForm.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { redirectTarget } from './login-rules.ts';

const tabClass = 'flex-1 border-b-2 pb-2 text-sm outline-none transition-colors data-[selected]:border-primary-600 data-[selected]:font-medium data-[selected]:text-primary-600 border-transparent text-slate-500 hover:text-slate-700';

/** /login: every visit clears the session and the routes added for it (spec 01 §2). */
export function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [tab, setTab] = useState(0);

  useEffect(() => {
    resetSession();
    clearMenuModel();
    resetViewTags();
    resetRoutes();
  }, []);

  const onSignedIn = () => {
    toast.success(t('login.success'));
    void navigate(redirectTarget(search), { replace: true });
  };

  return (
    <AuthLayout title={t('login.welcome')}>
      <TabGroup selectedIndex={tab} onChange={setTab}>
        <TabList className="mb-5 flex gap-6 border-b border-slate-100">
          <Tab className={tabClass}>{t('login.tabAccount')}</Tab>
          <Tab className={tabClass}>{t('login.tabMobile')}</Tab>
        </TabList>
        <TabPanels>
          <TabPanel unmount={false}>
            <AccountLoginForm onSignedIn={onSignedIn} />
          </TabPanel>
          <TabPanel>
            <MobileLoginForm onSignedIn={onSignedIn} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
      <div className="mt-5 flex items-center justify-between text-sm">
        <Link to="/reset_password" className="text-slate-500 hover:text-primary-600">
          {t('login.forgot')}
        </Link>
        <span className="text-slate-500">
          {t('login.noAccount')}{' '}
          <Link to="/user_register" className="text-primary-600 underline underline-offset-2 hover:text-primary-500">
            {t('login.register')}
          </Link>
        </span>
      </div>
    </AuthLayout>
  );
}
