import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './platform/config';
import { openDatabase, type Database } from './platform/db/client';
import { runMigrations } from './platform/db/migrate';
import { seedReferenceData } from './platform/db/seed/seed';
import { registerErrorHandling } from './platform/errors/error-handler';
import { loggerOptions } from './platform/errors/error-log';
import { registerNulRefusal } from './platform/http/nul-refusal';
import { registerSessions } from './platform/session/session';
import { registerCsrf } from './platform/security/csrf';
import { registerOpenApi } from './platform/http/openapi';
import { registerAccessDeclarations } from './platform/http/access';
import { registerHealth } from './platform/http/health';
import { registerEventStreams } from './platform/realtime/event-stream';
import { registerMetrics } from './platform/http/metrics-route';
import { registerWebApp } from './platform/http/web-app';
import { registerJsonCompression } from './platform/http/content-encoding';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { sisterSiteOrigins } from './platform/http/site-origins';
import { createPlatform } from './platform/platform';
import { captchaRoutes } from './platform/captcha/captcha.routes';
import { appConfigRoutes } from './features/app-config/app-config.routes';
import { registerApplicationLoader } from './features/app-config/application-loader';
import { authRoutes } from './features/auth/auth.routes';
import { oidcRoutes } from './features/auth/oidc/oidc.routes';
import { wechatRoutes } from './features/auth/wechat/wechat.routes';
import { accountRoutes } from './features/account/account.routes';
import { referenceRoutes } from './features/reference/reference.routes';
import { journalsRoutes } from './features/journals/journals.routes';
import { usersRoutes } from './features/users/users.routes';
import { loyaltyRoutes } from './features/rewards/loyalty.routes';
import { rewardsRoutes } from './features/rewards/rewards.routes';
import { staffRewardsRoutes } from './features/rewards/staff-rewards.routes';
import { referralsRoutes, staffReferralsRoutes } from './features/referrals/referrals.routes';
import { staffTestimonialsRoutes, testimonialsRoutes } from './features/testimonials/testimonials.routes';
import { registerFeatureHandlers, scheduleRecurringJobs } from './feature-handlers';
import { prewarmGrammarCheck } from './features/grammar-check/grammar-check-jobs';
import { paymentGatewayRoutes } from './features/payments/payment-gateway.routes';
import { orderFormPaymentRoutes } from './features/order-form/payment/payment.routes';
import { invoicesRoutes } from './features/invoices/invoices.routes';
import { payoffRoutes } from './features/invoices/payoff.routes';
import { prepayRoutes } from './features/prepay/prepay.routes';
import { fapiaoRoutes } from './features/fapiao/fapiao.routes';
import { orderFormRoutes } from './features/order-form/order-form.routes';
import { selectionRoutes } from './features/order-form/selection.routes';
import { detailsRoutes } from './features/order-form/details.routes';
import { filesRoutes } from './features/order-form/files.routes';
import { registerImpersonationAudit } from './platform/audit/impersonation-audit';
import { staffOrdersRoutes } from './features/staff/orders/staff-orders.routes';
import { staffPaymentsRoutes } from './features/staff/billing/staff-payments.routes';
import { staffFapiaoRoutes } from './features/staff/billing/staff-fapiao.routes';
import { staffCustomersRoutes } from './features/staff/customers/staff-customers.routes';
import { staffCatalogueRoutes } from './features/staff/catalogue/staff-catalogue.routes';
import { staffSettingsRoutes } from './features/staff/catalogue/staff-settings.routes';
import { staffOutboxAuditRoutes } from './features/staff/catalogue/staff-outbox-audit.routes';
import { certificatesRoutes } from './features/certificates/certificates.routes';
import { deliverablesRoutes } from './features/orders/deliverables.routes';
import { supportRoutes } from './features/support/support.routes';
import { siteRoutes } from './features/site/site.routes';
import { staffSystemRoutes } from './features/staff/system/staff-system.routes';
import { digitalPurchasesRoutes } from './features/digital-purchases/digital-purchases.routes';
import { digitalTranslationRoutes } from './features/digital-translation/digital-translation.routes';
import { digitalEditingRoutes } from './features/digital-editing/digital-editing.routes';
import { recentDocumentsRoutes } from './features/recent-documents/recent-documents.routes';
import { grammarCheckRoutes } from './features/grammar-check/grammar-check.routes';
import { orderStartRoutes } from './features/grammar-check/order-start.routes';

export interface BuildOptions {
  /** Use this database instead of opening one from the config (tests share one). */
  database?: Database;
  /** Skip migrations and seeding (the caller did them). */
  skipMigrations?: boolean;
  /** Start in-process job workers (defaults to config.inProcessWorkers). */
  startWorkers?: boolean;
  /** Serve the built web app (off in API tests). */
  serveWebApp?: boolean;
  /** Told of every route as it is registered, plugins' included (tests check each path is a contracts path). */
  onRoute?: (route: RouteOptions) => void;
  /** Where the log lines go instead of the standard output (tests read them); nothing when the level is 'silent'. */
  logStream?: DestinationStream;
  /** Time requests and serve /metrics (default true; bench/metrics-overhead.bench.ts measures the app without). */
  requestMetrics?: boolean;
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    genReqId: (req) => (typeof req.headers['x-request-id'] === 'string' && req.headers['x-request-id'].length <= 64 ? req.headers['x-request-id'] : crypto.randomUUID()),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  });
  // Before any plugin, so routes registered by plugins (and the HEAD twins of GET routes) are seen too.
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  registerAccessDeclarations(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerJsonCompression(app);

  const startWorkers = options.startWorkers ?? config.inProcessWorkers;
  // A process that runs jobs boots its document reader and language engine while the database opens and
  // migrates, so the first upload after a start waits for as little of them as it can.
  if (startWorkers && config.prewarmWorkers) prewarmGrammarCheck();
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (!options.skipMigrations) {
    await runMigrations(database);
    await seedReferenceData(database.db);
  }
  const platform = createPlatform(config, database, app.log);
  registerFeatureHandlers(platform);
  const { jobs } = platform;
  app.decorate('platform', platform);

  await app.register(cookie);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(await sisterSiteOrigins(database.db, config.publicUrl))],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'self'"],
        // Only meaningful behind HTTPS; on plain-http deployments it would break same-site requests.
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    strictTransportSecurity: config.secureCookies,
  });
  registerErrorHandling(app);
  registerNulRefusal(app);
  registerSessions(app, database.db);
  registerImpersonationAudit(app, database.db);
  registerCsrf(app, config);
  await registerOpenApi(app);
  registerHealth(app);
  registerEventStreams(app);
  if (options.requestMetrics ?? true) registerMetrics(app);

  registerApplicationLoader(app, database.db);
  await app.register(appConfigRoutes);
  await app.register(captchaRoutes);
  await app.register(authRoutes);
  await app.register(oidcRoutes);
  await app.register(wechatRoutes);
  await app.register(accountRoutes);
  await app.register(referenceRoutes);
  await app.register(orderFormRoutes);
  await app.register(selectionRoutes);
  await app.register(detailsRoutes);
  await app.register(filesRoutes);
  await app.register(journalsRoutes);
  await app.register(usersRoutes);
  await app.register(loyaltyRoutes);
  await app.register(rewardsRoutes);
  await app.register(staffRewardsRoutes);
  await app.register(referralsRoutes);
  await app.register(testimonialsRoutes);
  await app.register(staffReferralsRoutes);
  await app.register(staffTestimonialsRoutes);
  await app.register(paymentGatewayRoutes);
  await app.register(orderFormPaymentRoutes);
  await app.register(invoicesRoutes);
  await app.register(payoffRoutes);
  await app.register(prepayRoutes);
  await app.register(fapiaoRoutes);
  await app.register(deliverablesRoutes);
  await app.register(certificatesRoutes);
  await app.register(grammarCheckRoutes);
  await app.register(orderStartRoutes);
  await app.register(staffOrdersRoutes);
  await app.register(staffPaymentsRoutes);
  await app.register(staffFapiaoRoutes);
  await app.register(staffCustomersRoutes);
  await app.register(staffCatalogueRoutes);
  await app.register(staffSettingsRoutes);
  await app.register(staffOutboxAuditRoutes);
  await app.register(supportRoutes);
  await app.register(siteRoutes);
  await app.register(staffSystemRoutes);
  await app.register(digitalPurchasesRoutes);
  await app.register(digitalTranslationRoutes);
  await app.register(digitalEditingRoutes);
  await app.register(recentDocumentsRoutes);

  if (options.serveWebApp ?? true) await registerWebApp(app, config);

  app.addHook('onReady', async () => {
    if (!startWorkers) return;
    jobs.start();
    await scheduleRecurringJobs(platform);
  });
  // Graceful shutdown: Fastify stops accepting and drains requests, then jobs in flight finish.
  app.addHook('onClose', async () => {
    await jobs.stop();
    if (ownsDatabase) await database.close();
  });
  return app;
}
