// The staff console's System page: a staff member opens it from the console's navigation and reads what the
// installation runs on (version, embedded database, migrations, background jobs in the web process, the
// outbox holding the e-mails, disk storage), the job queue and the engines, then reads it in Japanese.
// Retrying and discarding a dead job in the browser is in system/proxy/ (a database the test can reach).
import { describe, expect, inject, it } from 'vitest';
import { screenshot, useJourneyBrowser } from './support/browser';
import { signInAs, STAFF_EMAIL, STAFF_PASSWORD } from './support/orders';

const baseUrl = inject('baseUrl');
const { freshPage } = useJourneyBrowser();

describe('the System page', () => {
  it('shows the installation, its queue and its engines, in English and in Japanese', async () => {
    const page = await freshPage();
    await signInAs(page, baseUrl, STAFF_EMAIL, STAFF_PASSWORD, '/en/staff/orders');
    await page.getByRole('navigation', { name: 'Staff console sections' }).getByRole('link', { name: 'System' }).click();
    await page.waitForURL((url) => url.pathname === '/en/staff/system');
    await page.getByRole('heading', { name: 'System', level: 1 }).waitFor();

    const installation = page.getByRole('region', { name: 'Installation' });
    await installation.getByText('Embedded (PGlite)').waitFor();
    const facts = await installation.innerText();
    expect(facts).toMatch(/Migrations\s+(\d+) of \1 applied/);
    expect(facts).toContain('run by the web process');
    expect(await page.getByRole('region', { name: 'E-mail' }).innerText()).toMatch(/kept in the outbox[\s\S]*\d+ messages?, /);
    expect(await page.getByRole('region', { name: 'Stored files' }).innerText()).toMatch(/on this server's disk[\s\S]*Files\s+\d+/);
    const engine = page.getByTestId('engine').filter({ hasText: 'document-analysis' });
    expect(await engine.innerText()).toMatch(/Documents\s+available\s+docx, doc, odt, rtf, txt/i);
    await page.getByRole('table', { name: 'Job queue' }).or(page.getByText('No job is queued, running or dead.')).first().waitFor();
    await screenshot(page, 'staff-system-en');

    await page.goto(`${baseUrl}/jp/staff/system`);
    await page.getByRole('heading', { name: 'システム', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'インストール' }).getByText('組み込み（PGlite）').waitFor();
    expect(await page.getByTestId('engine').filter({ hasText: 'document-analysis' }).innerText()).toContain('利用可能');
    await screenshot(page, 'staff-system-jp');
  });
});
