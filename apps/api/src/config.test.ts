import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configWarnings, parseConfig } from './config';

describe('parseConfig', () => {
  it('defaults to port 8080, PGlite in ./data, maintenance on and Spanish', () => {
    const config = parseConfig({});
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({ kind: 'pglite', dir: path.resolve('data', 'pglite') });
    expect(config.site).toMatchObject({ defaultLanguage: 'es' });
    expect(config.siteSettings).toEqual({
      maintenance: true,
      hideSuppliers: false,
      minimumAge: 21,
      paymentWindowMinutes: 30,
      lateCancellationFeePercent: 20,
      maxLocationsPerSupplier: 50,
    });
    expect(config.seedDemoData).toBe(true);
  });

  it('honours PORT, DATA_DIR, DATABASE_URL and flags', () => {
    const config = parseConfig({
      PORT: '9000',
      DATA_DIR: '/tmp/rb',
      DATABASE_URL: 'postgres://u@db:5432/roadbook',
      MAINTENANCE: 'off',
      HIDE_SUPPLIERS: 'true',
    });
    expect(config.port).toBe(9000);
    expect(config.uploadsDir).toBe('/tmp/rb/uploads');
    expect(config.database).toMatchObject({ kind: 'postgres', url: 'postgres://u@db:5432/roadbook' });
    expect(config.siteSettings).toMatchObject({ maintenance: false, hideSuppliers: true });
  });

  it('gives the site settings’ values until an admin changes them, within the same limits', () => {
    const config = parseConfig({
      MINIMUM_AGE: '25',
      PAYMENT_WINDOW_MINUTES: '45',
      LATE_CANCELLATION_FEE_PERCENT: '0',
      MAX_LOCATIONS_PER_SUPPLIER: '3',
    });
    expect(config.siteSettings).toMatchObject({
      minimumAge: 25,
      paymentWindowMinutes: 45,
      lateCancellationFeePercent: 0,
      maxLocationsPerSupplier: 3,
    });
    expect(() => parseConfig({ MINIMUM_AGE: '18' })).toThrow('MINIMUM_AGE');
    expect(() => parseConfig({ MAX_LOCATIONS_PER_SUPPLIER: '0' })).toThrow('MAX_LOCATIONS_PER_SUPPLIER');
  });

  it('treats an empty variable as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(8080);
    expect(parseConfig({ PORT: '', DATABASE_URL: '' }).database.kind).toBe('pglite');
  });

  it('reads TRUST_PROXY as off, every hop, a hop count or a list of proxies', () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    const hops = parseConfig({ TRUST_PROXY: '1' }).trustProxy;
    expect(typeof hops).toBe('function');
    if (typeof hops === 'function') expect([hops('10.0.0.1', 0), hops('10.0.0.1', 1)]).toEqual([true, false]);
    expect(() => parseConfig({ TRUST_PROXY: 'everyone!' })).toThrow('TRUST_PROXY');
  });

  it('warns that TRUST_PROXY=true lets every client choose its address, and only then', () => {
    const [warning, ...others] = configWarnings(parseConfig({ TRUST_PROXY: 'true' }));
    expect(others).toEqual([]);
    expect(warning).toContain('TRUST_PROXY=true');
    expect(warning).toContain('per-address limit');
    expect(warning).toContain('TRUST_PROXY=1');
    for (const value of ['false', '1', '2', '10.0.0.2', '10.0.0.0/8, 127.0.0.1']) {
      expect(configWarnings(parseConfig({ TRUST_PROXY: value })), value).toEqual([]);
    }
  });

  describe('the developer outbox', () => {
    it('is on, listening on this machine only, on a developer’s machine', () => {
      const config = parseConfig({});
      expect(config.email.isOutboxPublic).toBe(true);
      expect(config.host).toBe('127.0.0.1');
      // HOST chooses all the same.
      expect(parseConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
      expect(parseConfig({ DEV_OUTBOX: 'on', PUBLIC_URL: 'https://roadbook.example' }).host).toBe(
        '127.0.0.1',
      );
    });

    it('is off on a public site, behind a proxy or with SMTP, which listen on every interface', () => {
      for (const env of [
        { PUBLIC_URL: 'https://roadbook.example' },
        { TRUST_PROXY: '1' },
        { SMTP_URL: 'smtp://127.0.0.1:25' },
        { DEV_OUTBOX: 'off' },
      ]) {
        const config = parseConfig(env);
        expect(config.email.isOutboxPublic, JSON.stringify(env)).toBe(false);
        expect(config.host, JSON.stringify(env)).toBe('0.0.0.0');
      }
    });

    it('refuses to start with TRUST_PROXY: behind a proxy every request comes from this machine', () => {
      for (const trustProxy of ['true', '1', '127.0.0.1']) {
        expect(() => parseConfig({ DEV_OUTBOX: 'on', TRUST_PROXY: trustProxy })).toThrow(
          /DEV_OUTBOX: cannot be on with TRUST_PROXY/,
        );
      }
      expect(parseConfig({ DEV_OUTBOX: 'on', TRUST_PROXY: 'false' }).email.isOutboxPublic).toBe(true);
      expect(parseConfig({ DEV_OUTBOX: 'off', TRUST_PROXY: 'true' }).email.isOutboxPublic).toBe(false);
    });
  });

  it('derives the map tiles origin for the content security policy', () => {
    expect(parseConfig({}).mapTileSource).toBe('https://tile.openstreetmap.org');
    expect(parseConfig({ MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' }).mapTileSource).toBe(
      'https://*.tile.example.org',
    );
    expect(() => parseConfig({ MAP_TILE_URL: 'not a url {z}' })).toThrow('MAP_TILE_URL');
  });

  it('lists every invalid variable in one error', () => {
    const parse = () =>
      parseConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        TIME_ZONE: 'Mars/Olympus',
        MAINTENANCE: 'maybe',
      });
    expect(parse).toThrow(/^Invalid configuration:/);
    for (const name of ['PORT', 'DATABASE_URL', 'TIME_ZONE', 'MAINTENANCE']) expect(parse).toThrow(name);
  });

  describe('payment providers', () => {
    const PAYPAL = { PAYPAL_CLIENT_ID: 'paypal-id', PAYPAL_CLIENT_SECRET: 'paypal-secret' };
    const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_key' };
    const BTCPAY = {
      BTCPAY_URL: 'https://btcpay.example.com/',
      BTCPAY_API_KEY: 'btcpay-key',
      BTCPAY_STORE_ID: 'store-1',
      BTCPAY_WEBHOOK_SECRET: 'btcpay-secret',
    };
    const providers = (env: Record<string, string>) => parseConfig(env).payments.providers;

    it('offers only the test gateway when no provider is set up', () => {
      expect(providers({})).toEqual(['test']);
      expect(parseConfig({}).payments).toMatchObject({ payPal: null, stripe: null, btcpay: null });
    });

    it('makes PayPal the card gateway when set, unless Stripe is chosen; BTCPay comes in addition', () => {
      expect(providers(PAYPAL)).toEqual(['payPal']);
      expect(providers({ ...PAYPAL, ...STRIPE })).toEqual(['payPal']);
      expect(providers({ ...PAYPAL, ...STRIPE, PAYMENT_GATEWAY: 'stripe' })).toEqual(['stripe']);
      expect(providers({ ...PAYPAL, ...STRIPE, PAYMENT_GATEWAY: 'paypal' })).toEqual(['payPal']);
      expect(providers(STRIPE)).toEqual(['stripe']);
      expect(providers({ ...STRIPE, ...BTCPAY })).toEqual(['stripe', 'btcpay']);
      expect(providers({ ...PAYPAL, ...BTCPAY })).toEqual(['payPal', 'btcpay']);
      expect(providers(BTCPAY)).toEqual(['btcpay']);
    });

    it('gives each provider set up its settings, and none to one left aside', () => {
      const config = parseConfig({ ...PAYPAL, ...STRIPE, ...BTCPAY, PAYPAL_WEBHOOK_ID: 'WH-1' });
      expect(config.payments.payPal).toEqual({
        clientId: 'paypal-id',
        clientSecret: 'paypal-secret',
        apiUrl: 'https://api-m.sandbox.paypal.com',
        webhookId: 'WH-1',
      });
      expect(config.payments.stripe).toBeNull();
      expect(config.payments.btcpay).toMatchObject({ url: 'https://btcpay.example.com', storeId: 'store-1' });
      expect(parseConfig({ ...STRIPE, PAYMENT_GATEWAY: 'stripe' }).payments.stripe).toEqual({
        secretKey: 'sk_test_key',
        apiUrl: 'https://api.stripe.com',
        webhookSecret: null,
      });
    });

    it('refuses to start with incomplete payment settings, naming what is missing', () => {
      const refusals: [Record<string, string>, string][] = [
        [{ PAYPAL_CLIENT_ID: 'paypal-id' }, 'PAYPAL_CLIENT_SECRET: PayPal needs both'],
        [{ PAYPAL_CLIENT_SECRET: 'paypal-secret' }, 'PAYPAL_CLIENT_ID: PayPal needs both'],
        [{ PAYMENT_GATEWAY: 'stripe' }, 'PAYMENT_GATEWAY: stripe needs STRIPE_SECRET_KEY'],
        [{ ...STRIPE, PAYMENT_GATEWAY: 'paypal' }, 'PAYMENT_GATEWAY: paypal needs PAYPAL_CLIENT_ID'],
        [{ PAYMENT_GATEWAY: 'bitcoin' }, 'PAYMENT_GATEWAY'],
        [{ STRIPE_WEBHOOK_SECRET: 'whsec_1' }, 'STRIPE_WEBHOOK_SECRET: needs STRIPE_SECRET_KEY'],
        [{ PAYPAL_WEBHOOK_ID: 'WH-1' }, 'PAYPAL_WEBHOOK_ID: needs PAYPAL_CLIENT_ID'],
        [{ BTCPAY_URL: 'https://btcpay.example.com' }, 'BTCPAY_STORE_ID: BTCPay Server needs all of'],
        [{ ...BTCPAY, BTCPAY_URL: 'ftp://btcpay.example.com' }, 'BTCPAY_URL'],
      ];
      for (const [env, message] of refusals) {
        expect(() => parseConfig(env), JSON.stringify(env)).toThrow(message);
      }
    });

    it('never says a secret in its refusals', () => {
      const parse = () =>
        parseConfig({ PAYPAL_CLIENT_SECRET: 'paypal-Secret-42', BTCPAY_API_KEY: 'btcpay-Key-42' });
      expect(parse).toThrow(/^Invalid configuration:/);
      expect(parse).not.toThrow(/Secret-42|Key-42/);
    });
  });

  describe('internal accounts', () => {
    it('gives none by default: both are generated at first start into DATA_DIR', () => {
      expect(parseConfig({ DATA_DIR: '/tmp/rb' }).internal).toEqual({
        accounts: { reader: null, editor: null },
        accountsFile: '/tmp/rb/internal-accounts.txt',
      });
    });

    it('reads each role’s username (lower-case) and password', () => {
      const config = parseConfig({
        INTERNAL_READER_USERNAME: ' Ana.Reader ',
        INTERNAL_READER_PASSWORD: 'twelve-chars',
      });
      expect(config.internal.accounts).toEqual({
        reader: { username: 'ana.reader', password: 'twelve-chars' },
        editor: null,
      });
    });

    it('refuses half a pair, a short password, an odd username or one username for both, saying no password', () => {
      const refusals: [Record<string, string>, string][] = [
        [{ INTERNAL_READER_USERNAME: 'ana' }, 'INTERNAL_READER_PASSWORD: set INTERNAL_READER_USERNAME and'],
        [
          { INTERNAL_EDITOR_PASSWORD: 'Secret-Pass-42' },
          'INTERNAL_EDITOR_USERNAME: set INTERNAL_EDITOR_USERNAME',
        ],
        [
          { INTERNAL_EDITOR_USERNAME: 'ben', INTERNAL_EDITOR_PASSWORD: 'Short-42' },
          'INTERNAL_EDITOR_PASSWORD: must be at least 12',
        ],
        [
          { INTERNAL_EDITOR_USERNAME: 'ben smith', INTERNAL_EDITOR_PASSWORD: 'Secret-Pass-42' },
          'INTERNAL_EDITOR_USERNAME: must be',
        ],
        [
          {
            INTERNAL_READER_USERNAME: 'team',
            INTERNAL_READER_PASSWORD: 'Secret-Pass-42',
            INTERNAL_EDITOR_USERNAME: 'TEAM',
            INTERNAL_EDITOR_PASSWORD: 'Secret-Pass-43',
          },
          'INTERNAL_EDITOR_USERNAME: must differ from INTERNAL_READER_USERNAME',
        ],
      ];
      for (const [env, message] of refusals) {
        expect(() => parseConfig(env), JSON.stringify(env)).toThrow(message);
        expect(() => parseConfig(env)).not.toThrow(/Secret-Pass|Short-42/);
      }
    });
  });
});
