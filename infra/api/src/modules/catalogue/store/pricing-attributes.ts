import { sql, type SQL } from 'drizzle-orm';

/**
 * The item's pricing attributes (ItemPricingAttributes) as one JSON value, over the `tests` row aliased `t`. Every
 * answer that hands an item to the browser (lists, pages, search, price refreshes, referrals) and the order's pricing
 * select this same expression, so the cart and the order read one set of facts. A screening package takes its
 * programme's fields; every other item has none.
 */
export function pricingAttributes(): SQL {
  return sql`(
    select json_build_object(
      'require_nursing_services', t.requires_nursing,
      'is_including_nursing', t.includes_nursing,
      'package', t.kind <> 'test',
      'is_screening', t.kind = 'screening',
      'is_weight_loss_package', t.kind = 'weight-loss-package',
      'screening_type', case when sp.id is null then null when sp.basic_test_id = t.id then 'basic' else 'extended' end,
      'basic_service_id', sp.basic_test_id,
      'extended_service_id', sp.extended_test_id,
      'screening_service', case when sp.id is null then null else json_build_object(
        'target_sex', sp.target_sex, 'age', json_build_object('from', sp.min_age, 'to', sp.max_age)
      ) end
    )
    from (select 1) as one
    left join screening_programmes sp on sp.basic_test_id = t.id or sp.extended_test_id = t.id
  )`;
}
