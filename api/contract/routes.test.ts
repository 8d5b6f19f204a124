import { describe, expect, test } from 'vitest';
import { buildPath, ROUTES } from './routes.ts';

describe('buildPath', () => {
  test('puts each parameter into its segment, encoded', () => {
    expect(buildPath(ROUTES.goodsPrice.path, { lang: 'zh_CN' })).toBe('/api/v1/zh_CN/goodsPrice.json');
    expect(
      buildPath(ROUTES.helpCommonErrorDetail.path, {
        lang: 'th',
        cid: 9,
        type: 1,
        commonErrorCategoryId: 9,
        id: 1031,
        status: 1,
      }),
    ).toBe('/api/v5/th/detailPage/9/1/9/1031/1');
    expect(buildPath('/builds/meta/:file', { file: 'a/b.json' })).toBe('/builds/meta/a%2Fb.json');
    expect(buildPath(ROUTES.isLogin.path)).toBe('/api/v1/isLogin.json');
  });

  test('refuses a missing parameter instead of calling a wrong path', () => {
    expect(() => buildPath(ROUTES.helpIndex.path, {})).toThrow(/no lang/);
  });
});
