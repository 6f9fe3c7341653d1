// Which API module owns each table: only the owners' stores read or change it, and every other module asks an
// owner's service. A few tables have two owners, each for a stated reason; a table no module owns belongs to the
// platform (infra/api/src/platform), which is not a module.

/** @type {Record<string, { owners: string[]; why?: string }>} */
export const TABLE_OWNERS = {
  accounts: { owners: ['accounts'] },
  site_redirects: { owners: ['site-redirects'] },
  site_images: { owners: ['site-images'] },
  sessions: { owners: ['accounts'] },
  pending_registrations: { owners: ['accounts'] },
  account_patients: { owners: ['accounts'] },
  password_resets: { owners: ['accounts'] },
  login_devices: { owners: ['accounts'] },
  audit_log: { owners: ['accounts'] },
  contact_changes: { owners: ['accounts'] },

  test_categories: { owners: ['catalogue', 'catalogue-import'], why: 'the import is the catalogue’s bulk writer' },
  tests: { owners: ['catalogue', 'catalogue-import'], why: 'the import is the catalogue’s bulk writer' },
  test_prices: { owners: ['catalogue', 'catalogue-import'], why: 'the import is the catalogue’s bulk writer' },
  package_items: { owners: ['catalogue'] },
  screening_programmes: { owners: ['catalogue'] },
  unavailable_tests: { owners: ['catalogue'] },
  price_lists: {
    owners: ['catalogue', 'locations', 'catalogue-import'],
    why: 'a price list joins a place (locations) to the catalogue’s prices; the import checks its codes',
  },
  recommendation_sets: { owners: ['recommendations'] },
  quiz_records: { owners: ['quiz'] },
  recommendation_items: { owners: ['recommendations'] },

  cities: {
    owners: ['locations', 'collection-points'],
    why: 'locations resolves one place, collection points list them',
  },
  facilities: {
    owners: ['locations', 'collection-points'],
    why: 'locations resolves one place, collection points list them',
  },
  home_visit_windows: { owners: ['locations'] },
  receipts: { owners: ['receipts'] },
  default_collection_points: { owners: ['collection-points'] },
  nursing_services: { owners: ['nursing-services'] },
  customer_services: { owners: ['location-prices'] },
  customer_service_location_prices: { owners: ['location-prices'] },
  visit_services: { owners: ['visit-services'] },

  discount_codes: { owners: ['discount-codes'] },
  discount_code_tests: { owners: ['discount-codes'] },
  offer_categories: { owners: ['offers'] },
  offers: { owners: ['offers'] },
  offer_items: { owners: ['offers'] },
  discount_campaigns: { owners: ['offers'] },
  discount_items: { owners: ['offers'] },
  workforce_enquiries: { owners: ['offers'] },
  newsletter_subscriptions: { owners: ['newsletter'] },
  contact_messages: { owners: ['contact'] },
  captcha_uses: { owners: ['captcha'] },
  saved_carts: { owners: ['saved-cart'] },

  doctors: { owners: ['doctors'] },
  doctor_services: { owners: ['doctors'] },
  referrals: { owners: ['referrals'] },
  referral_tests: { owners: ['referrals'] },
  referral_orders: { owners: ['referrals'] },
  referral_month_tests: { owners: ['referrals'] },
  commission_lines: { owners: ['doctor-commission'] },
  doctor_invoices: { owners: ['doctor-commission'] },
  doctor_invoice_counter: { owners: ['doctor-commission'] },

  orders: { owners: ['orders'] },
  order_patients: { owners: ['orders'] },
  order_lines: { owners: ['orders'] },
  payments: { owners: ['payments'] },
  payment_events: { owners: ['payments'] },

  labs: { owners: ['lab-delivery', 'results'], why: 'lab delivery writes a lab result, results reads it' },
  lab_results: { owners: ['lab-delivery', 'results'], why: 'lab delivery writes a lab result, results reads it' },
  observations: { owners: ['lab-delivery', 'results'], why: 'lab delivery writes a lab result, results reads it' },
  results_seen: { owners: ['results'] },
  lab_result_documents: {
    owners: ['lab-delivery', 'results'],
    why: 'lab delivery writes a lab result, results reads it',
  },
  lab_result_versions: { owners: ['lab-delivery'] },
  unmatched_lab_deliveries: { owners: ['lab-delivery'] },
  doctor_access: { owners: ['doctor-access'] },
  results_access_log: { owners: ['doctor-access'] },

  attempt_counters: { owners: [] },
  request_counters: { owners: [] },
  instance_secrets: { owners: [] },
  outbox_messages: { owners: [] },
};
