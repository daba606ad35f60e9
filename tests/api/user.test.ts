import CryptoJS from 'crypto-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, loginCall, publicKey, rsaEncrypt, startTestApp, type TestApp } from './harness.ts';
import { upload } from './file-helpers.ts';
import { DEMO_UAKEY } from '../../server/seed/demo-accounts.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');

const INFO = 'login/currentUserInfo.ajax';

describe('current user and personal settings', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it('answers every current-user field of spec 01 §7', async () => {
    const token = await login(test.app, 'zhangsan');
    const { body } = await call(test.app, token, INFO, { moduleId: 'vmVehicle' }, 'GET');
    expect(body.state).toBe(0);
    expect(body.value).toMatchObject({
      currentUser: 'U0003',
      currentUserRealName: '张三',
      currentEmp: 'E102',
      currentEmpName: '张三',
      currentEmpDepartNo: 'D0101',
      currentEmpDepartName: '生产运行部',
      currentEmpPostNo: 'P0102',
      currentEmpPostName: '值长',
      userTheme: '',
      userAvatar: '',
      defaultOrgNo: 'ORG0101',
      defaultOrgName: '张北风电场',
      isModuleOprLimit: true,
      moduleOprs: ['add', 'edit', 'export', 'view'],
      userRoleIds: ['user'],
      userOrgs: [
        { orgNo: 'ORG01', orgName: '华能新能源示例公司' },
        { orgNo: 'ORG0101', orgName: '张北风电场' },
      ],
    });
    expect(body.currentUser).toBe('U0003');
  });

  it('does not limit the super administrator', async () => {
    const token = await login(test.app, 'admin');
    const { body } = await call(test.app, token, INFO, { moduleId: 'vmVehicle' });
    expect(body.value.isModuleOprLimit).toBe(false);
    expect(body.value.moduleOprs).toEqual(expect.arrayContaining(['view', 'add', 'edit', 'delete', 'import', 'export', 'template', 'dragSort']));
    expect(body.value.userOrgs).toHaveLength(3);
  });

  it('switches only to organisations the user belongs to', async () => {
    const token = await login(test.app, 'wangwu');
    for (const orgNo of ['ORG0102', 'NOPE', "ORG01' or '1'='1"]) {
      const { status, body } = await call(test.app, token, 'system/user/changeUserCurrentOrg.ajax', { orgNo });
      expect(status).toBe(403);
      expect(body).toMatchObject({ state: -1, code: 'E_OTHER_ORG' });
    }
    expect((await call(test.app, token, 'system/user/changeUserCurrentOrg.ajax', { orgNo: 'ORG01' })).body.state).toBe(0);
    const { body } = await call(test.app, token, INFO);
    expect(body.value).toMatchObject({ defaultOrgNo: 'ORG01', defaultOrgName: '华能新能源示例公司' });
  });

  const uploadImage = async (token: string, fields: Record<string, string> = {}) =>
    (await upload(test.app, token, 'attachment/uploadImage.ajax', [{ field: 'fileupload', name: 'me.png', bytes: PNG }], fields)).body.value as { id: string; imageId: string };

  it('changes the avatar to an image the user uploaded, by its id or its upload group', async () => {
    const token = await login(test.app, 'lisi');
    const first = await uploadImage(token);
    const { body } = await call(test.app, token, 'system/user/changeUserAvatar.ajax', { avatar: first.id });
    expect(body).toMatchObject({ state: 0, msgInfo: '操作成功', value: first.id });
    expect((await call(test.app, token, INFO)).body.value.userAvatar).toBe(first.id);
    // The upload's imageId names its group: the user's newest image in it.
    const second = await uploadImage(token, { imageId: first.imageId });
    expect((await call(test.app, token, 'system/user/changeUserAvatar.ajax', { avatar: first.imageId })).body).toMatchObject({ state: 0, value: second.id });
    expect((await call(test.app, token, INFO)).body.value.userAvatar).toBe(second.id);
    // '' removes it.
    expect((await call(test.app, token, 'system/user/changeUserAvatar.ajax', { avatar: '' })).body.state).toBe(0);
    expect((await call(test.app, token, INFO)).body.value.userAvatar).toBe('');
  });

  it('refuses an avatar that is no image the user uploaded', async () => {
    const token = await login(test.app, 'zhaoliu');
    const others = await uploadImage(await login(test.app, 'lisi'));
    const attachment = (await upload(test.app, token, 'attachment/uploadFile.ajax', [{ name: 'a.pdf', bytes: PDF }])).body.value as { id: string };
    for (const avatar of ['/files/avatar/zhaoliu.png', 'https://example.com/a.png', others.id, others.imageId, attachment.id, 'f'.repeat(32), "x' or '1'='1"]) {
      const { status, body } = await call(test.app, token, 'system/user/changeUserAvatar.ajax', { avatar });
      expect([avatar, status, body]).toEqual([avatar, 400, expect.objectContaining({ state: -1, code: 'E_VALIDATION', msgInfo: '头像须为本人上传的图片，请先上传图片' })]);
    }
    expect((await call(test.app, token, 'system/user/changeUserAvatar.ajax', { avatar: 'nope', lang: 'en_US' })).body.msgInfo).toBe('The avatar must be an image you uploaded; upload one first');
    expect((await call(test.app, token, INFO)).body.value.userAvatar).toBe('');
  });

  it('opens a form encrypted like the client does (_encKey + _encData)', async () => {
    const token = await login(test.app, 'lisi');
    const image = await uploadImage(token);
    const aesKey = 'k3Y9pQ2w8ZxR4tLm';
    const form = new URLSearchParams({ avatar: image.id, lang: 'en_US' }).toString();
    const encData = CryptoJS.AES.encrypt(form, CryptoJS.enc.Utf8.parse(aesKey), { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 }).toString();
    const encKey = rsaEncrypt(await publicKey(test.app), aesKey);
    const { body } = await call(test.app, token, 'system/user/changeUserAvatar.ajax', { _encKey: encKey, _encData: encData });
    expect(body).toMatchObject({ state: 0, msgInfo: 'Done' });
    expect((await call(test.app, token, INFO)).body.value.userAvatar).toBe(image.id);
    const broken = await call(test.app, token, 'system/user/changeUserAvatar.ajax', { _encKey: encKey, _encData: 'AAAA' });
    expect(broken.body).toMatchObject({ state: -1, code: 'E_BAD_REQUEST' });
  });

  it('changes the password: old one checked, rule enforced, other sessions ended', async () => {
    const pem = await publicKey(test.app);
    const other = await login(test.app, 'manager');
    const token = await login(test.app, 'manager');
    const change = (oldPassword: string, newPassword: string) =>
      call(test.app, token, 'system/user/changePassword.ajax', { oldPassword: rsaEncrypt(pem, oldPassword), newPassword: rsaEncrypt(pem, newPassword) });
    expect((await change('wrong-old1', 'NewPass2024')).body).toMatchObject({ state: -1, msgInfo: '原密码不正确' });
    expect((await change('Manager@2024', 'short1')).body).toMatchObject({ state: -1, code: 'E_VALIDATION', msgInfo: '密码长度为 8 到 32 位，须包含小写字母、大写字母、数字、符号中的至少 3 类' });
    expect((await change('Manager@2024', 'Manager2025')).body).toMatchObject({ state: -1, code: 'E_VALIDATION', msgInfo: '密码不能包含用户名' });
    expect((await change('Manager@2024', 'NewPass2024')).body).toMatchObject({ state: 0, msgInfo: '密码修改成功' });
    expect((await loginCall(test.app, 'manager')).body.code).toBe('E_LOGIN_FAILED');
    expect((await loginCall(test.app, 'manager', 'NewPass2024')).body.state).toBe(0);
    expect((await call(test.app, token, INFO)).body.state).toBe(0);
    expect((await call(test.app, other, INFO)).body.code).toBe('E_TOKEN_EXPIRED');
  });

  it('revokes every uakey of the user at a password change, the demo uakey included; the changing session stays', async () => {
    const pem = await publicKey(test.app);
    const session = (await loginCall(test.app, 'admin')).body;
    const other = (await loginCall(test.app, 'admin')).body;
    expect((await call(test.app, null, 'api/getToken', { uakey: DEMO_UAKEY.uakey })).body.code).toBe(200);
    const change = await call(test.app, session.token, 'system/user/changePassword.ajax', { oldPassword: rsaEncrypt(pem, 'Admin@2024'), newPassword: rsaEncrypt(pem, 'Changed#2025') });
    expect(change.body.state).toBe(0);
    expect((await call(test.app, null, 'api/getToken', { uakey: DEMO_UAKEY.uakey })).body.code).toBe(401);
    expect((await call(test.app, null, 'api/getToken', { uakey: other.uakey })).body.code).toBe(401);
    expect((await call(test.app, session.token, INFO)).body.state).toBe(0);
    expect((await call(test.app, null, 'api/getToken', { uakey: session.uakey })).body.code).toBe(200);
  });
});
