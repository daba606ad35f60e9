import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Screenshots of every screen the tests visit, kept as artifacts to look at. */
export const SCREEN_DIR = path.resolve('test-results/screens');

/** Content-Security-Policy violations seen since the last take, in any page or frame. */
const violations: string[] = [];

/** The violations seen since the last call; tests/e2e/csp-guard.ts fails every test that saw one. */
export function takeCspViolations(): string[] {
  return violations.splice(0);
}

/**
 * Records every violation of a context's pages: the page's securitypolicyviolation events, and
 * Chromium's console reports, which also cover frames where no script may run (the previews).
 */
async function watchPolicy(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => Promise<void> }).__reportCspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) on ${location.href}`);
    });
  });
  const watch = (page: Page) =>
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(`${message.text()} on ${message.location().url}`);
    });
  context.pages().forEach(watch);
  context.on('page', watch);
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--lang=zh-CN'],
  });
  // Every context the tests open (signIn's) is watched.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchPolicy(context);
    return context;
  };
  return browser;
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREEN_DIR, { recursive: true });
  const file = path.join(SCREEN_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}
