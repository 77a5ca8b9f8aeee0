// The thank-you view of a freshly paid order: a new researcher
// pays an order, opens /en/researcher/details/{id}/thank-you, gives the certificate's project title and
// authors (kept on the order until the certificate is issued), tries a bad notification address (translated
// refusal), saves two good ones (the success message), sees the rewards card with the order's points
// pending; once staff complete the order, the certificate carries the title and authors given here.
import { describe, expect, inject, it } from 'vitest';

import { buildDocx } from '../apps/api/src/platform/documents/fixtures/docx-builder';
import { screenshot, useJourneyBrowser } from './support/browser';
import { deliverAndComplete, placePaidOrder, signInAs, STAFF_EMAIL, STAFF_PASSWORD } from './support/orders';
import { registerResearcher, unique } from './support/researchers';

const baseUrl = inject('baseUrl');
const { freshPage } = useJourneyBrowser({ viewport: { width: 1280, height: 1000 } });


describe('the thank-you view of a new order', () => {
  it('takes the certificate details and notification e-mails and shows the rewards card', async () => {
    const page = await freshPage();
    await registerResearcher(page, baseUrl, { emailPrefix: 'thank-you', firstName: 'Rosalind', lastName: 'Franklin' });
    const title = `Kelp forests under marine heatwaves ${unique()}`;
    const orderNumber = await placePaidOrder(page, baseUrl, { title });

    await page.goto(`${baseUrl}/en/researcher/details/${orderNumber}/thank-you`);
    await page.getByTestId('thank-you-view').waitFor();

    // The certificate form starts from the project title given on the order form.
    const projectTitle = page.getByTestId('thank-you-project-title');
    await projectTitle.waitFor();
    expect(await projectTitle.inputValue()).toBe(title);
    await page.getByTestId('thank-you-certificate-save').click();
    await page.getByText('Please enter your project authors.').waitFor();
    await page.getByTestId('thank-you-authors').fill('R. Franklin, M. Wilkins');
    await page.getByTestId('thank-you-certificate-save').click();
    await page.getByTestId('thank-you-certificate-saved').waitFor();

    // Notification e-mails: a bad address is refused by name, then two good ones are kept.
    const emails = page.getByTestId('thank-you-emails-input');
    await emails.fill('co.author@uni.example, not-an-address');
    await page.getByTestId('thank-you-emails-save').click();
    await page.getByText("'not-an-address' is not a valid email address.", { exact: false }).waitFor();
    await emails.fill('co.author@uni.example, lab@uni.example');
    await page.getByTestId('thank-you-emails-save').click();
    const saved = page.getByTestId('thank-you-emails-saved');
    await saved.waitFor();
    expect(await saved.innerText()).toBe('Thank you for the additional information regarding your order.');

    // The rewards card (new researchers have rewards): points, level and bar; this order's points come later.
    const rewards = page.getByTestId('thank-you-rewards');
    await rewards.getByTestId('thank-you-reward-points').waitFor();
    expect(await rewards.getByTestId('thank-you-reward-points').innerText()).toMatch(/\d+ reward points/);
    expect(await rewards.getByTestId('thank-you-reward-level').innerText()).toMatch(/^Level: /);
    await rewards.getByTestId('thank-you-reward-progress').waitFor();
    expect(await rewards.getByTestId('thank-you-order-points').innerText()).toContain('added once it is completed and paid');
    await screenshot(page, 'thank-you-view');

    // A reload keeps what was given.
    await page.reload();
    await page.getByTestId('thank-you-authors').waitFor();
    expect(await page.getByTestId('thank-you-authors').inputValue()).toBe('R. Franklin, M. Wilkins');
    expect(await page.getByTestId('thank-you-emails-input').inputValue()).toBe('co.author@uni.example, lab@uni.example');

    // Staff complete the order: the certificate issued then carries the title and authors given here.
    const staff = await freshPage();
    await signInAs(staff, baseUrl, STAFF_EMAIL, STAFF_PASSWORD, '/en/staff/orders');
    await deliverAndComplete(staff, baseUrl, orderNumber, [{ kind: 'tracked', name: 'kelp-tracked.docx', buffer: buildDocx([{ heading: 'Kelp' }, { paragraph: 'Kelp forests. '.repeat(40) }]) }]);
    await page.goto(`${baseUrl}/en/researcher/details/${orderNumber}`);
    await page.getByTestId('certificate-card').waitFor();
    expect(await page.getByTestId('certificate-authors').innerText()).toBe('R. Franklin, M. Wilkins');
    expect(await page.getByTestId('certificate-project-title').innerText()).toBe(title);
  });
});
