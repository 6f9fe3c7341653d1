/** What the referrals named by an order's items bring to it. */
export interface OrderReferrals {
  referralIds: string[];
  /** The doctor discount for the items that carry a referral; 0 when none does. */
  doctorDiscountPercent: number;
}

export const NO_ORDER_REFERRALS: OrderReferrals = { referralIds: [], doctorDiscountPercent: 0 };
