/** What the shop's mails say about the shop and how to reach it: one shape for every mail. */
export interface ShopContact {
  shopName: string;
  supportEmail: string;
  supportPhone: string;
  /** The UAE tax registration number: prices include VAT only when the shop has one. */
  vatTrn?: string | undefined;
}
