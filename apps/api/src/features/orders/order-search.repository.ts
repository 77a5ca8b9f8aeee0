import { and, desc, eq, gt, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  certificates,
  currencies,
  invoices,
  orderForms,
  orderServices,
  orders,
  paymentAllocations,
  payments,
  services,
} from '../../platform/db/schema/all-tables';
import type { OrderFormFacts, OrderServiceLine } from './orders.repository';
import type { CertificateRow } from '../../platform/db/schema/staff';
import type { OrderRow } from '../../platform/db/schema/orders';

/**
 * The dashboard's reads. A search is one prepared statement, whatever page it asks for: the number of
 * matches and the page of the owner's orders (on orders_user_created_idx, which also holds number and title), and for each order of the page
 * what its card shows, aggregated as JSON: service lines, certificate, invoices, pending boletos, the
 * form's re-edit facts and whether a rework was requested. (A total as `count(*) over ()` was measured
 * too: it reads every match's row even when the count alone could come from the index, and a page past
 * the end would need a second statement for its total.)
 */
export interface OrderSearchFilters {
  xid?: string;
  orderTitle?: string;
  start?: Date;
  end?: Date;
}

export interface PageInvoice {
  invoiceNumber: string;
  receiptCode: string;
  kind: string;
}

export interface PageOrder {
  order: OrderRow;
  lines: OrderServiceLine[];
  certificate: CertificateRow | null;
  /** The order's invoices, oldest first. */
  invoices: PageInvoice[];
  /** Pending boletos (unpaid orders only), oldest first. */
  boletoUrls: string[];
  form: OrderFormFacts | null;
  reworkRequested: boolean;
}

/** `%` and `_` typed by the user are literal characters, not wildcards. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The same conditions with placeholders, for the prepared page statement (orderPageValues fills them). */
function searchPlaceholders(filters: OrderSearchFilters): SQL {
  const conditions: SQL[] = [sql`${orders.userId} = ${sql.placeholder('userId')}`];
  if (filters.xid) conditions.push(sql`lower(${orders.externalId}) = lower(${sql.placeholder('xid')})`);
  if (filters.orderTitle) conditions.push(sql`${orders.title} ilike ${sql.placeholder('title')}`);
  if (filters.start) conditions.push(sql`${orders.createdAt} >= ${sql.placeholder('start')}`);
  if (filters.end) conditions.push(sql`${orders.createdAt} <= ${sql.placeholder('end')}`);
  return and(...conditions) as SQL;
}

/** The values of the page statement's placeholders (dates as ISO strings: both drivers send them as text). */
export function orderPageValues(userId: number, filters: OrderSearchFilters, limit: number, offset: number): Record<string, unknown> {
  return {
    userId,
    limit,
    offset,
    ...(filters.xid ? { xid: filters.xid } : {}),
    ...(filters.orderTitle ? { title: `%${likeLiteral(filters.orderTitle)}%` } : {}),
    ...(filters.start ? { start: filters.start.toISOString() } : {}),
    ...(filters.end ? { end: filters.end.toISOString() } : {}),
  };
}

/** Timestamps inside JSON arrive as ISO strings (both drivers); a Date is kept as it is. */
function toDate(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

type JsonCertificate = Omit<CertificateRow, 'issuedOn' | 'updatedAt'> & { issuedOn: string; updatedAt: string };

const linesJson = sql<OrderServiceLine[]>`coalesce((
  select json_agg(json_build_object(
    'serviceIdentity', ${orderServices.serviceIdentity}, 'name', ${services.name}, 'serviceType', ${services.serviceType},
    'active', ${services.active}, 'listPrice', ${orderServices.listPrice}, 'discountAmount', ${orderServices.discountAmount},
    'totalPrice', ${orderServices.totalPrice}) order by ${services.sortOrder}, ${orderServices.serviceIdentity})
  from ${orderServices} join ${services} on ${services.identity} = ${orderServices.serviceIdentity}
  where ${orderServices.orderId} = ${orders.id}), '[]'::json)`;

const certificateJson = sql<JsonCertificate | null>`(
  select json_build_object('id', ${certificates.id}, 'code', ${certificates.code}, 'orderId', ${certificates.orderId},
    'userId', ${certificates.userId}, 'title', ${certificates.title}, 'authors', ${certificates.authors},
    'issuedOn', ${certificates.issuedOn}, 'updatedAt', ${certificates.updatedAt})
  from ${certificates} where ${certificates.orderId} = ${orders.id})`;

const invoicesJson = sql<PageInvoice[]>`coalesce((
  select json_agg(json_build_object('invoiceNumber', ${invoices.invoiceNumber}, 'receiptCode', ${invoices.receiptCode}, 'kind', ${invoices.kind}) order by ${invoices.id})
  from ${invoices} where ${invoices.orderId} = ${orders.id} and ${invoices.userId} = ${sql.placeholder('userId')}), '[]'::json)`;

/**
 * Pending boletos of an unpaid order, the same two ways as the details page (findPendingBoletoUrls):
 * allocated to one of the order's invoices, or made by the payment step of the order's form.
 */
const boletosJson = sql<string[]>`case when ${orders.paid} then '[]'::json else coalesce((
  select json_agg(${payments.boletoUrl} order by ${payments.id}) from ${payments}
  where ${payments.userId} = ${sql.placeholder('userId')} and ${payments.status} = 'pending' and ${payments.boletoUrl} is not null
    and (${payments.id} in (
          select ${paymentAllocations.paymentId} from ${paymentAllocations}
          join ${invoices} on ${invoices.id} = ${paymentAllocations.invoiceId}
          where ${invoices.orderId} = ${orders.id} and ${invoices.userId} = ${sql.placeholder('userId')})
      or (${payments.purpose} = 'order-form' and ${payments.subject}->>'orderFormId' = ${orders.orderFormId}::text))), '[]'::json) end`;

/** A rework of the order has been requested: a rework form of it became an order. */
const reworkRequestedSql = sql<boolean>`exists (select 1 from ${orderForms} rework
  where rework.rework_of_order_id = ${orders.id} and rework.status = 'converted')`;

/**
 * The matches' count and the page's ids. With only the owner and dates, the count reads the index alone
 * and the page stops after its rows. A filter on the title or the number needs every candidate row of
 * the owner: then they are read once (a CTE used twice is materialized) for both the count and the page.
 */
function countAndPage(db: Db, filters: OrderSearchFilters) {
  const where = searchPlaceholders(filters);
  const newestFirst = <T extends { createdAt: unknown; id: unknown }>(source: T) => [sql`${source.createdAt} desc`, sql`${source.id} desc`];
  if (filters.xid || filters.orderTitle) {
    const matches = db.$with('matches').as(db.select({ id: orders.id, createdAt: orders.createdAt }).from(orders).where(where));
    return {
      matches: [matches],
      totals: db.select({ total: sql<string>`count(*)`.as('total') }).from(matches).as('totals'),
      page: db
        .select({ id: sql<number>`${matches.id}`.as('page_order_id') })
        .from(matches)
        .orderBy(...newestFirst(matches))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .as('page'),
    };
  }
  return {
    matches: [],
    totals: db.select({ total: sql<string>`count(*)`.as('total') }).from(orders).where(where).as('totals'),
    page: db
      .select({ id: sql<number>`${orders.id}`.as('page_order_id') })
      .from(orders)
      .where(searchPlaceholders(filters))
      .orderBy(...newestFirst(orders))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page'),
  };
}

/**
 * The page's one statement for the filters present (their values are placeholders), built once: drizzle
 * spends about as long building this SQL as PostgreSQL spends running it. A page past the end still has
 * the totals' row, with no order on it. Also explained by the bench.
 */
export function orderPageQuery(db: Db, filters: OrderSearchFilters) {
  const { matches, totals, page } = countAndPage(db, filters);
  return db
    .with(...matches)
    .select({
      total: totals.total,
      order: orders,
      lines: linesJson,
      certificate: certificateJson,
      invoices: invoicesJson,
      boletoUrls: boletosJson,
      formId: orderForms.id,
      journalUrl: orderForms.journalUrl,
      reeditOf: orderForms.reeditOfOrderId,
      reworkOf: orderForms.reworkOfOrderId,
      freeReeditSince: orderForms.freeReeditSince,
      reworkRequested: reworkRequestedSql,
    })
    .from(totals)
    .leftJoin(page, sql`true`)
    .leftJoin(orders, eq(orders.id, page.id))
    .leftJoin(orderForms, eq(orderForms.id, orders.orderFormId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

type PreparedPage = ReturnType<ReturnType<typeof orderPageQuery>['prepare']>;
/** Per database, one prepared statement per combination of filters (named: PostgreSQL parses it once per connection). */
const preparedPages = new WeakMap<Db, Map<string, PreparedPage>>();

function preparedPage(db: Db, filters: OrderSearchFilters): PreparedPage {
  const key = [filters.xid, filters.orderTitle, filters.start, filters.end].map((value) => (value ? '1' : '0')).join('');
  let byKey = preparedPages.get(db);
  if (!byKey) preparedPages.set(db, (byKey = new Map()));
  let prepared = byKey.get(key);
  if (!prepared) byKey.set(key, (prepared = orderPageQuery(db, filters).prepare(`order_search_page_${key}`)));
  return prepared;
}

/** One page of the owner's orders (newest first) with what their cards show, and the number of matches. */
export async function findOrderPage(db: Db, userId: number, filters: OrderSearchFilters, limit: number, offset: number): Promise<{ rows: PageOrder[]; total: number }> {
  const rows = await preparedPage(db, filters).execute(orderPageValues(userId, filters, limit, offset));
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.flatMap((row) =>
      row.order === null
        ? []
        : [
            {
              order: row.order,
              lines: row.lines,
              certificate: row.certificate ? { ...row.certificate, issuedOn: toDate(row.certificate.issuedOn), updatedAt: toDate(row.certificate.updatedAt) } : null,
              invoices: row.invoices,
              boletoUrls: row.boletoUrls,
              // Cards show no discounts, so the form's promotional code is not read here.
              form:
                row.formId === null
                  ? null
                  : { journalUrl: row.journalUrl, promotionalCode: null, reedit: row.reeditOf !== null, isRework: row.reworkOf !== null, freeReeditSince: row.freeReeditSince },
              reworkRequested: row.reworkRequested,
            },
          ],
    ),
  };
}

/** The user's payable invoices (balance above 0, no write-off under way), newest first, with their currency. */
export async function findUnpaidInvoiceRows(db: Db, userId: number) {
  return db
    .select({ invoiceNumber: invoices.invoiceNumber, balance: invoices.balance, createdAt: invoices.createdAt, currency: currencies })
    .from(invoices)
    .innerJoin(currencies, eq(currencies.isoCode, invoices.currency))
    .where(and(eq(invoices.userId, userId), gt(invoices.balance, 0), eq(invoices.pendingWriteoff, false)))
    .orderBy(desc(invoices.createdAt), desc(invoices.id));
}

/** The user's latest open order form that got past its first step (an empty new form is not "unfinished"). */
export async function findOpenOrderForm(db: Db, userId: number): Promise<{ stepName: string } | null> {
  const rows = await db
    .select({ stepName: orderForms.stepName })
    .from(orderForms)
    .where(and(eq(orderForms.userId, userId), eq(orderForms.status, 'open'), or(ne(orderForms.stepName, 'get-started'), isNotNull(orderForms.projectTitle))))
    .orderBy(desc(orderForms.updatedAt))
    .limit(1);
  return rows[0] ?? null;
}
