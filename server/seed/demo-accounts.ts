/** Demo sign-ins created on an empty database; server/index.ts prints them at start. */
export interface DemoAccount {
  userName: string;
  password: string;
  /** Role id in sys_role. */
  role: 'superAdmin' | 'admin' | 'user' | 'analyst';
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { userName: 'admin', password: 'Admin@2024', role: 'superAdmin' },
  { userName: 'manager', password: 'Manager@2024', role: 'admin' },
  { userName: 'zhangsan', password: 'Demo@2024', role: 'user' },
  { userName: 'lisi', password: 'Demo@2024', role: 'user' },
  { userName: 'wangwu', password: 'Demo@2024', role: 'user' },
  { userName: 'guolei', password: 'Demo@2024', role: 'user' },
  { userName: 'zhaoliu', password: 'Demo@2024', role: 'user' },
  { userName: 'gaofeng', password: 'Demo@2024', role: 'user' },
  { userName: 'hanmei', password: 'Demo@2024', role: 'user' },
  { userName: 'yangfan', password: 'Demo@2024', role: 'user' },
  { userName: 'analyst', password: 'Demo@2024', role: 'analyst' },
];

/**
 * The demo administrator's integration uakey (README, 'Getting a token as an integration'),
 * seeded with the demo data and stored hashed like every other key. Public by design: it exists
 * only in a demo database; real keys come from `npm run uakey -- <userName>`.
 */
export const DEMO_UAKEY = { userName: 'admin', uakey: 'demo-admin-uakey-2024' } as const;
