/**
 * Demo organisation of a wind and PV operator: the company, a wind farm and a PV station,
 * their departments, teams, posts, people, roles and menus. Data only; seed-demo.ts loads it.
 */
import type { DemoAccount } from './demo-accounts.ts';
import type { MessageType } from '../routes/message-routes.ts';

export const COMPANY_ORG = 'ORG01';
export const WIND_ORG = 'ORG0101';
export const PV_ORG = 'ORG0102';

export const ORGS = [
  { org_no: COMPANY_ORG, org_name: '华能新能源示例公司', parent_no: '0', org_type: 'company', seq: 1 },
  { org_no: WIND_ORG, org_name: '张北风电场', parent_no: COMPANY_ORG, org_type: 'wind', seq: 2 },
  { org_no: PV_ORG, org_name: '格尔木光伏电站', parent_no: COMPANY_ORG, org_type: 'pv', seq: 3 },
];

export const DEPARTS = [
  { depart_no: 'D01', depart_name: '生产技术部', org_no: COMPANY_ORG, seq: 1 },
  { depart_no: 'D02', depart_name: '安全监察部', org_no: COMPANY_ORG, seq: 2 },
  { depart_no: 'D03', depart_name: '综合管理部', org_no: COMPANY_ORG, seq: 3 },
  { depart_no: 'D0101', depart_name: '生产运行部', org_no: WIND_ORG, seq: 1 },
  { depart_no: 'D0102', depart_name: '设备检修部', org_no: WIND_ORG, seq: 2 },
  { depart_no: 'D0201', depart_name: '生产运行部', org_no: PV_ORG, seq: 1 },
  { depart_no: 'D0202', depart_name: '设备检修部', org_no: PV_ORG, seq: 2 },
];

export const TEAMS = [
  { team_no: 'T0101', team_name: '运行一值', depart_no: 'D0101', org_no: WIND_ORG, seq: 1 },
  { team_no: 'T0102', team_name: '运行二值', depart_no: 'D0101', org_no: WIND_ORG, seq: 2 },
  { team_no: 'T0103', team_name: '检修一班', depart_no: 'D0102', org_no: WIND_ORG, seq: 3 },
  { team_no: 'T0201', team_name: '运行一值', depart_no: 'D0201', org_no: PV_ORG, seq: 1 },
  { team_no: 'T0202', team_name: '检修一班', depart_no: 'D0202', org_no: PV_ORG, seq: 2 },
];

export const POSTS = [
  { post_no: 'P01', post_name: '总经理', org_no: COMPANY_ORG, depart_no: 'D03', seq: 1 },
  { post_no: 'P02', post_name: '总工程师', org_no: COMPANY_ORG, depart_no: 'D01', seq: 2 },
  { post_no: 'P03', post_name: '安全总监', org_no: COMPANY_ORG, depart_no: 'D02', seq: 3 },
  { post_no: 'P04', post_name: '专责工程师', org_no: COMPANY_ORG, depart_no: 'D01', seq: 4 },
  { post_no: 'P05', post_name: '行政专员', org_no: COMPANY_ORG, depart_no: 'D03', seq: 5 },
  { post_no: 'P0101', post_name: '场长', org_no: WIND_ORG, depart_no: 'D0101', seq: 1 },
  { post_no: 'P0102', post_name: '值长', org_no: WIND_ORG, depart_no: 'D0101', seq: 2 },
  { post_no: 'P0103', post_name: '运维工程师', org_no: WIND_ORG, depart_no: 'D0101', seq: 3 },
  { post_no: 'P0104', post_name: '检修工', org_no: WIND_ORG, depart_no: 'D0102', seq: 4 },
  { post_no: 'P0105', post_name: '值班员', org_no: WIND_ORG, depart_no: 'D0101', seq: 5 },
  { post_no: 'P0201', post_name: '站长', org_no: PV_ORG, depart_no: 'D0201', seq: 1 },
  { post_no: 'P0202', post_name: '值长', org_no: PV_ORG, depart_no: 'D0201', seq: 2 },
  { post_no: 'P0203', post_name: '运维工程师', org_no: PV_ORG, depart_no: 'D0201', seq: 3 },
  { post_no: 'P0204', post_name: '检修工', org_no: PV_ORG, depart_no: 'D0202', seq: 4 },
  { post_no: 'P0205', post_name: '值班员', org_no: PV_ORG, depart_no: 'D0201', seq: 5 },
];

type Employee = [empId: string, name: string, orgNo: string, departNo: string, teamNo: string | null, postNo: string, mobile: string, leader: string | null];

const EMPLOYEE_ROWS: Employee[] = [
  ['E001', '周建国', COMPANY_ORG, 'D03', null, 'P01', '13800010001', null],
  ['E002', '陈立新', COMPANY_ORG, 'D01', null, 'P02', '13800010002', 'E001'],
  ['E003', '孙志强', COMPANY_ORG, 'D02', null, 'P03', '13800010003', 'E001'],
  ['E004', '刘洋', COMPANY_ORG, 'D01', null, 'P04', '13800010004', 'E002'],
  ['E005', '林晓燕', COMPANY_ORG, 'D03', null, 'P05', '13800010005', 'E001'],
  ['E101', '王海峰', WIND_ORG, 'D0101', null, 'P0101', '13900020001', 'E001'],
  ['E102', '张三', WIND_ORG, 'D0101', 'T0101', 'P0102', '13900020002', 'E101'],
  ['E103', '王五', WIND_ORG, 'D0102', 'T0103', 'P0104', '13900020003', 'E101'],
  ['E104', '李明', WIND_ORG, 'D0101', 'T0101', 'P0103', '13900020004', 'E102'],
  ['E105', '赵刚', WIND_ORG, 'D0101', 'T0101', 'P0105', '13900020005', 'E102'],
  ['E106', '高峰', WIND_ORG, 'D0101', 'T0102', 'P0102', '13900020006', 'E101'],
  ['E107', '马超', WIND_ORG, 'D0101', 'T0102', 'P0105', '13900020007', 'E106'],
  ['E108', '郭磊', WIND_ORG, 'D0102', 'T0103', 'P0104', '13900020008', 'E103'],
  ['E201', '何振华', PV_ORG, 'D0201', null, 'P0201', '13700030001', 'E001'],
  ['E202', '李四', PV_ORG, 'D0201', 'T0201', 'P0203', '13700030002', 'E204'],
  ['E203', '赵六', PV_ORG, 'D0201', 'T0201', 'P0205', '13700030003', 'E204'],
  ['E204', '韩梅', PV_ORG, 'D0201', 'T0201', 'P0202', '13700030004', 'E201'],
  ['E205', '杨帆', PV_ORG, 'D0202', 'T0202', 'P0204', '13700030005', 'E201'],
  ['E206', '冯涛', PV_ORG, 'D0202', 'T0202', 'P0204', '13700030006', 'E205'],
  ['E207', '徐静', PV_ORG, 'D0201', 'T0201', 'P0203', '13700030007', 'E204'],
];

export const EMPLOYEES = EMPLOYEE_ROWS.map(([emp_id, emp_name, org_no, depart_no, team_no, post_no, mobile, leader_emp_id], seq) => ({
  emp_id, emp_name, org_no, depart_no, team_no, post_no, mobile, leader_emp_id, seq: seq + 1,
}));

export const ROLES = [
  { role_id: 'superAdmin', role_name_zh: '超级管理员', role_name_en: 'Super administrator', is_super: true, seq: 1 },
  { role_id: 'admin', role_name_zh: '管理员', role_name_en: 'Administrator', is_super: false, seq: 2 },
  { role_id: 'user', role_name_zh: '普通用户', role_name_en: 'User', is_super: false, seq: 3 },
  // Designs module bundles and saves drafts; publishing stays with administrators.
  { role_id: 'analyst', role_name_zh: '业务分析员', role_name_en: 'Business analyst', is_super: false, seq: 4 },
];

/** The module designer's grants (docs/module-authoring.md): analysts edit drafts, administrators also publish. */
export const DESIGNER_GRANTS: Readonly<Record<string, readonly string[]>> = {
  admin: ['view', 'edit', 'publish'],
  analyst: ['view', 'edit'],
};

/** Grants outside modules: administrators see the leadership cockpit (checkJscPermission), administer the accounts of their organisations (server/admin/user-admin.ts, server/auth/account-admin.ts), and the designer's. */
export const ROLE_EXTRA_GRANTS = [
  { role_id: 'admin', module_id: 'cockpit', opr_name: 'view' },
  ...['view', 'add', 'edit', 'import', 'export', 'resetPassword', 'approve', 'lock'].map((opr_name) => ({ role_id: 'admin', module_id: 'sysUser', opr_name })),
  // The user form picks organisations, departments, posts and roles: administrators read those trees and lists.
  { role_id: 'admin', module_id: 'sysOrg', opr_name: 'view' },
  { role_id: 'admin', module_id: 'sysRole', opr_name: 'view' },
  ...Object.entries(DESIGNER_GRANTS).flatMap(([role_id, operations]) => operations.map((opr_name) => ({ role_id, module_id: 'moduleDesigner', opr_name }))),
];

export interface DemoUser {
  userId: string;
  userName: DemoAccount['userName'];
  realName: string;
  empId: string;
  orgNo: string;
  /** Organisations the user may switch to; the first one is current at first login. */
  orgs: string[];
}

export const USERS: DemoUser[] = [
  { userId: 'U0001', userName: 'admin', realName: '系统管理员', empId: 'E004', orgNo: WIND_ORG, orgs: [WIND_ORG, COMPANY_ORG, PV_ORG] },
  { userId: 'U0002', userName: 'manager', realName: '王海峰', empId: 'E101', orgNo: WIND_ORG, orgs: [WIND_ORG, COMPANY_ORG] },
  { userId: 'U0003', userName: 'zhangsan', realName: '张三', empId: 'E102', orgNo: WIND_ORG, orgs: [WIND_ORG, COMPANY_ORG] },
  { userId: 'U0004', userName: 'lisi', realName: '李四', empId: 'E202', orgNo: PV_ORG, orgs: [PV_ORG, COMPANY_ORG] },
  { userId: 'U0005', userName: 'wangwu', realName: '王五', empId: 'E103', orgNo: WIND_ORG, orgs: [WIND_ORG, COMPANY_ORG] },
  { userId: 'U0006', userName: 'zhaoliu', realName: '赵六', empId: 'E203', orgNo: PV_ORG, orgs: [PV_ORG, COMPANY_ORG] },
  { userId: 'U0007', userName: 'analyst', realName: '赵刚', empId: 'E105', orgNo: WIND_ORG, orgs: [WIND_ORG, COMPANY_ORG] },
  // 王五's colleague in the maintenance department: the defect model's 专工审核 of a defect 王五 reported is his.
  { userId: 'U0008', userName: 'guolei', realName: '郭磊', empId: 'E108', orgNo: WIND_ORG, orgs: [WIND_ORG, COMPANY_ORG] },
  // Each station's second 值长: a step of the shift leaders never goes back to 张三 or 李四 who submitted it (issue 17 item 7).
  { userId: 'U0009', userName: 'gaofeng', realName: '高峰', empId: 'E106', orgNo: WIND_ORG, orgs: [WIND_ORG, COMPANY_ORG] },
  { userId: 'U0010', userName: 'hanmei', realName: '韩梅', empId: 'E204', orgNo: PV_ORG, orgs: [PV_ORG, COMPANY_ORG] },
  // The PV station's maintenance department: the defect model's 专工审核 of a PV defect is hers.
  { userId: 'U0011', userName: 'yangfan', realName: '杨帆', empId: 'E205', orgNo: PV_ORG, orgs: [PV_ORG, COMPANY_ORG] },
];

export interface MenuSeed {
  id: string;
  parentId: string;
  zh: string;
  en: string;
  icon?: string;
  url?: string;
  routerPath?: string;
  modType?: 'MENU' | 'IFRAME' | 'LINK' | 'BUTTON';
  seq: number;
  roles?: string[];
}

const ADMINS = ['superAdmin', 'admin'];
const DESIGNERS = [...ADMINS, 'analyst'];
const SUPER = ['superAdmin'];

/**
 * Folders for the module families of the spec; bundles hang their menus under them
 * (bundle.menu.parentId). A folder without visible children is not shown.
 */
export const MENUS: MenuSeed[] = [
  { id: 'home', parentId: '-1', zh: '首页', en: 'Home', icon: 'home', routerPath: 'index', seq: 1 },
  // The workflow pages are fixed routes of the client shell: the routerPaths point at them.
  { id: 'm_workflow', parentId: '-1', zh: '流程中心', en: 'Workflow', icon: 'workflow', seq: 5 },
  // Named workflowTaskCenter: spec 02 §2 checks the user's menu for that route name.
  { id: 'workflowTaskCenter', parentId: 'm_workflow', zh: '任务中心', en: 'Task centre', icon: 'order', routerPath: 'workflow/tasks', seq: 1 },
  { id: 'workflowDesigner', parentId: 'm_workflow', zh: '流程设计', en: 'Model designer', icon: 'tool', routerPath: 'workflow/designer', seq: 2, roles: ADMINS },
  { id: 'workflowMonitor', parentId: 'm_workflow', zh: '流程监控', en: 'Workflow monitor', icon: 'monitor', routerPath: 'workflow/monitor', seq: 3, roles: ADMINS },
  { id: 'm_base', parentId: '-1', zh: '基础数据', en: 'Basic data', icon: 'database', seq: 10 },
  // A fixed shell route of the client (spec 02 §2 Organisation chart).
  { id: 'sfOrgChart', parentId: 'm_base', zh: '安全组织机构', en: 'Safety organisation chart', icon: 'team', routerPath: 'sforgan/chart', seq: 90 },
  { id: 'm_workorder', parentId: '-1', zh: '工单管理', en: 'Work orders', icon: 'order', seq: 20 },
  { id: 'm_ticket', parentId: '-1', zh: '两票管理', en: 'Work and operation tickets', icon: 'ticket', seq: 30 },
  { id: 'm_inspect', parentId: '-1', zh: '巡检管理', en: 'Inspection', icon: 'inspect', seq: 40 },
  { id: 'm_overhaul', parentId: '-1', zh: '检修管理', en: 'Overhaul and repair', icon: 'tool', seq: 50 },
  { id: 'm_defect', parentId: '-1', zh: '缺陷管理', en: 'Defects and faults', icon: 'bug', seq: 60 },
  { id: 'm_material', parentId: '-1', zh: '物资管理', en: 'Tools and materials', icon: 'box', seq: 70 },
  { id: 'm_vehicle', parentId: '-1', zh: '车辆船舶', en: 'Vehicles and ships', icon: 'car', seq: 80 },
  { id: 'm_safety', parentId: '-1', zh: '安全管理', en: 'Safety', icon: 'shield', seq: 90 },
  { id: 'm_emergency', parentId: '-1', zh: '应急管理', en: 'Emergency', icon: 'alarm', seq: 100 },
  { id: 'm_shift', parentId: '-1', zh: '值班管理', en: 'Personnel and shifts', icon: 'team', seq: 110 },
  { id: 'm_iot', parentId: '-1', zh: '物联监测', en: 'IoT monitoring', icon: 'monitor', seq: 120 },
  { id: 'm_links', parentId: '-1', zh: '外部链接', en: 'External links', icon: 'link', seq: 900 },
  { id: 'link_nea', parentId: 'm_links', zh: '国家能源局', en: 'National Energy Administration', icon: 'link', url: 'https://www.nea.gov.cn/', modType: 'LINK', seq: 1 },
  { id: 'iframe_cec', parentId: 'm_links', zh: '中国电力企业联合会', en: 'China Electricity Council', icon: 'global', url: 'https://www.cec.org.cn/', modType: 'IFRAME', seq: 2 },
  // The system settings: the module designer and the administration screens.
  { id: 'm_system', parentId: '-1', zh: '系统设置', en: 'System settings', icon: 'setting', seq: 1000, roles: DESIGNERS },
  // A fixed shell route of the client, like the workflow pages.
  { id: 'moduleDesigner', parentId: 'm_system', zh: '模块设计', en: 'Module designer', icon: 'tool', routerPath: 'setting/moduleDesigner', seq: 4, roles: DESIGNERS },
  // Accounts, roles, menus and the organisation tree (issue 15 items 1-4): fixed shell routes; administrators manage the accounts of their organisations.
  { id: 'sysUser', parentId: 'm_system', zh: '用户管理', en: 'Users', icon: 'user', routerPath: 'setting/user', seq: 10, roles: ADMINS },
  { id: 'sysRole', parentId: 'm_system', zh: '角色管理', en: 'Roles', icon: 'role', routerPath: 'setting/role', seq: 11, roles: SUPER },
  { id: 'sysMenu', parentId: 'm_system', zh: '菜单管理', en: 'Menus', icon: 'menu', routerPath: 'setting/menu', seq: 12, roles: SUPER },
  { id: 'sysOrg', parentId: 'm_system', zh: '组织机构', en: 'Organisations', icon: 'team', routerPath: 'setting/dept', seq: 13, roles: SUPER },
  // System administration screens (issue 15 items 5-12): fixed shell routes; the calls behind them are the super administrator's unless a role holds the area's grant.
  { id: 'sysDict', parentId: 'm_system', zh: '字典管理', en: 'Dictionaries', icon: 'database', routerPath: 'setting/dic', seq: 20, roles: SUPER },
  { id: 'sysParam', parentId: 'm_system', zh: '系统参数', en: 'System parameters', icon: 'setting', routerPath: 'setting/system', seq: 21, roles: SUPER },
  { id: 'sysLog', parentId: 'm_system', zh: '日志管理', en: 'Logs', icon: 'order', routerPath: 'setting/log', seq: 22, roles: SUPER },
  { id: 'sysOnline', parentId: 'm_system', zh: '在线用户', en: 'Online users', icon: 'team', routerPath: 'setting/online', seq: 23, roles: SUPER },
  { id: 'sysTask', parentId: 'm_system', zh: '定时任务', en: 'Scheduled tasks', icon: 'alarm', routerPath: 'setting/task', seq: 24, roles: SUPER },
  { id: 'sysMonitor', parentId: 'm_system', zh: '服务监控', en: 'Server monitor', icon: 'monitor', routerPath: 'setting/monitor', seq: 25, roles: SUPER },
  { id: 'sysCache', parentId: 'm_system', zh: '缓存管理', en: 'Cache', icon: 'database', routerPath: 'setting/cache', seq: 26, roles: SUPER },
  { id: 'sysUakey', parentId: 'm_system', zh: '接口配置', en: 'Interface keys', icon: 'link', routerPath: 'setting/client', seq: 27, roles: SUPER },
];

/**
 * Workflow messages waiting for demo users at first login, each about a real record of the
 * receiver's organisation: the first whose `field` contains `contains` (ordered by `orderBy`,
 * descending, when given); its key opens it, and the title ends with that field's value.
 */
export const MESSAGES: {
  receiver: string;
  msgtype: MessageType;
  moduleId: string;
  url: string;
  titlePrefix: string;
  record: { field: string; contains: string; orderBy?: string };
  content: string;
  ageMinutes: number;
}[] = [
  { receiver: 'U0003', msgtype: 'WORKFLOW_URGENT', moduleId: 'dfDefect', url: 'df/defect/form', titlePrefix: '紧急缺陷待处理：', record: { field: 'title', contains: '变桨系统通讯故障' }, content: '机组报变桨故障停机，请尽快安排消缺。', ageMinutes: 20 },
  { receiver: 'U0003', msgtype: 'WORKFLOW', moduleId: 'dfDefect', url: 'df/defect/form', titlePrefix: '缺陷待确认：', record: { field: 'title', contains: '油温高' }, content: '运行一值巡检发现油温偏高，请确认缺陷等级。', ageMinutes: 180 },
  { receiver: 'U0005', msgtype: 'WORKFLOW', moduleId: 'dfDefect', url: 'df/defect/form', titlePrefix: '消缺任务已派发：', record: { field: 'title', contains: '偏航系统异响' }, content: '请检修一班按期完成消缺并填写处理结果。', ageMinutes: 60 },
  { receiver: 'U0004', msgtype: 'WORKFLOW', moduleId: 'dfDefect', url: 'df/defect/form', titlePrefix: '缺陷待处理：', record: { field: 'title', contains: '通讯中断' }, content: '逆变器与数据采集装置通讯中断，请检查数据采集装置。', ageMinutes: 90 },
  { receiver: 'U0002', msgtype: 'WORKFLOW', moduleId: 'vmVehicle', url: 'vm/vehicle/form', titlePrefix: '车辆年检即将到期：', record: { field: 'plateNo', contains: '', orderBy: 'inspectionDate' }, content: '车辆年检即将到期，请安排送检。', ageMinutes: 1440 },
];

/** Labels maintained in the database (langLabel/getLoadLabels.ajax). */
export const LANG_LABELS: { key: string; type: string; zh: string; en: string }[] = [
  { key: 'app.title', type: 'common', zh: '新能源场站运维平台', en: 'Energy Operations Platform' },
  { key: 'app.company', type: 'common', zh: '华能新能源示例公司', en: 'Huaneng New Energy Demo Company' },
  { key: 'login.welcome', type: 'login', zh: '欢迎登录', en: 'Welcome' },
  { key: 'home.todo', type: 'home', zh: '待办任务', en: 'To-do tasks' },
  { key: 'home.quickEntry', type: 'home', zh: '快捷入口', en: 'Quick entries' },
  { key: 'home.recent', type: 'home', zh: '最近访问', en: 'Recently visited' },
];
