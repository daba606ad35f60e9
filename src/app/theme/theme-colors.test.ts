import { describe, expect, it } from 'vitest';
import { themeShades, themeVariables } from './theme-colors.ts';

describe('theme colour shades', () => {
  it('mixes nine lighter and nine darker shades in 10 % steps', () => {
    const { light, dark } = themeShades('#1677ff');
    expect(light).toHaveLength(9);
    expect(dark).toHaveLength(9);
    // 10 % white: 0x16 + (255 - 0x16) * 0.1 = 45.3 → 0x2d; 0x77 + 136 * 0.1 = 132.6 → 0x85; 0xff stays.
    expect(light[0]).toBe('#2d85ff');
    expect(light[8]).toBe('#e8f1ff');
    // 10 % black: 0x16 * 0.9 = 19.8 → 0x14; 0x77 * 0.9 = 107.1 → 0x6b; 255 * 0.9 = 229.5 → 0xe6.
    expect(dark[0]).toBe('#146be6');
    expect(dark[8]).toBe('#020c1a');
  });

  it('maps the shades over Tailwind’s primary scale with the colour itself as 600', () => {
    const variables = themeVariables('#0F766E');
    expect(variables['--color-primary-600']).toBe('#0f766e');
    expect(variables['--color-primary-50']).toBe(themeShades('#0f766e').light[8]);
    expect(variables['--color-primary-700']).toBe(themeShades('#0f766e').dark[1]);
    expect(Object.keys(variables).filter((name) => name.includes('-light-'))).toHaveLength(9);
    expect(Object.keys(variables).filter((name) => name.includes('-dark-'))).toHaveLength(9);
  });
});
