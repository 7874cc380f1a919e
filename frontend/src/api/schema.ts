/**
 * Generated from the API document by `npm run api:types -w backend` (openapi-typescript).
 * Do not edit: the build rewrites it and the typecheck fails while it is not what the API says.
 */
export interface paths {
  '/api/admin/uploads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['UploadsController_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/uploads/url': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['UploadsController_createUrl'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/uploads/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['UploadsController_confirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/uploads/signed/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['UploadsController_receive'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/activity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ActivityController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AuthController_login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/two-factor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AuthController_twoFactorStep'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AuthController_logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AuthController_me'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/account/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['AccountController_changePassword'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MeController_me'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: operations['MeController_updateProfile'];
    trace?: never;
  };
  '/api/admin/me/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MeController_list'];
    put?: never;
    post?: never;
    delete: operations['MeController_endOthers'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/me/sessions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['MeController_end'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/staff': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['StaffController_list'];
    put?: never;
    post: operations['StaffController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/staff/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: operations['StaffController_update'];
    trace?: never;
  };
  '/api/admin/staff/{id}/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['StaffController_setPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/me/two-factor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['TwoFactorController_status'];
    put?: never;
    post: operations['TwoFactorController_begin'];
    delete: operations['TwoFactorController_disable'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/me/two-factor/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['TwoFactorController_confirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CategoriesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['CategoriesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/categories/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['CategoriesController_update'];
    post?: never;
    delete: operations['CategoriesController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ProductsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products/{slugOrId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ProductsController_findOne'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ProductsController_adminList'];
    put?: never;
    post: operations['ProductsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/products/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ProductsController_bulk'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/products/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['ProductsController_update'];
    post?: never;
    delete: operations['ProductsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['SettingsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['SettingsController_adminSettings'];
    put: operations['SettingsController_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/settings/vat': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['SettingsController_vat'];
    put: operations['SettingsController_updateVat'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/system': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['SettingsController_system'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/promotions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PromotionsController_list'];
    put?: never;
    post: operations['PromotionsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/promotions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PromotionsController_get'];
    put?: never;
    post?: never;
    delete: operations['PromotionsController_remove'];
    options?: never;
    head?: never;
    patch: operations['PromotionsController_update'];
    trace?: never;
  };
  '/api/promotions/offers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PublicOffersController_offers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/{id}/invoice': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['VatController_invoice'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/{id}/credit-note': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['VatController_creditNote'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports/vat': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['VatController_report'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports/vat.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['VatController_csv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OrderExportController_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['OrdersController_place'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/track': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OrdersController_track'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/track/invoice': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OrdersController_trackedInvoice'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OrdersController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['OrdersController_bulkAction'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OrdersController_findOne'];
    put?: never;
    post?: never;
    delete: operations['OrdersController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['OrdersController_updateStatus'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OrdersController_adminStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/by-number/{orderNumber}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OrderPageController_byNumber'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/{id}/notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['OrderPageController_addNote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/promotions/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['PromotionCheckController_check'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/blocked-phones': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['BlockedPhonesController_list'];
    put?: never;
    post: operations['BlockedPhonesController_block'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/blocked-phones/{phone}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['BlockedPhonesController_unblock'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/cash': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CashController_ledger'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/cash/outstanding': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CashController_outstanding'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/cash/remittances': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CashController_remittances'];
    put?: never;
    post: operations['CashController_remit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MessagesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/messages/{id}/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['MessagesController_resend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/{id}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OrderMessagesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['HealthController_check'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['HealthController_live'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['HealthController_ready'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    UploadUrlDto: {
      /** @example hoodie-front.png */
      filename: string;
      /** @example image/png */
      contentType: string;
    };
    UploadConfirmDto: {
      /** @example /api/uploads/signed/3f… */
      imageURL: string;
    };
    LoginDto: {
      /**
       * @description The username
       * @example admin
       */
      email: string;
      /** @example secret */
      password: string;
    };
    TwoFactorCodeDto: {
      /**
       * @description 6 digits, or a recovery code
       * @example 123456
       */
      code: string;
    };
    ChangePasswordRequest: {
      currentPassword: string;
      newPassword: string;
    };
    UpdateProfileRequest: {
      /** @example sara@example.com */
      email?: string | null;
      /** @example +971501234567 */
      whatsapp?: string | null;
      newOrderAlerts?: boolean;
    };
    CreateStaffRequest: {
      /** @example sara */
      username: string;
      /** @example Sara */
      displayName?: string;
      /** @enum {string} */
      role: 'owner' | 'manager' | 'agent' | 'packer';
      password: string;
    };
    UpdateStaffRequest: {
      /** @example Sara */
      displayName?: string;
      /** @enum {string} */
      role?: 'owner' | 'manager' | 'agent' | 'packer';
      disabled?: boolean;
    };
    SetStaffPasswordRequest: {
      password: string;
    };
    CategoryInputDto: {
      /** @example Hoodies */
      name: string;
      /** @example HOODIES */
      slug: string;
      /** @example هوديز */
      nameAr?: string | null;
    };
    ProductBulkDto: {
      ids: string[];
      /** @enum {string} */
      action: 'publish' | 'unpublish' | 'delete' | 'price' | 'stock';
      /** @example 149 */
      priceAED?: number;
      /** @example -20 */
      percent?: number;
      /** @example 10 */
      stockQuantity?: number;
    };
    ProductInputDto: {
      /** @example FD-HOO-TOX-042 */
      sku: string;
      /** @example Toxic Drip Hoodie */
      title: string;
      /** @example toxic-drip-hoodie */
      slug: string;
      description: string;
      /** @example هودي توكسيك دريب */
      titleAr?: string | null;
      descriptionAr?: string | null;
      /**
       * @description A category slug
       * @example HOODIES
       */
      category: string;
      /**
       * @example [
       *       "/uploads/0123456789abcdef0123456789abcdef.webp"
       *     ]
       */
      images: string[];
      /** @example 149 */
      priceAED: number;
      /** @example 119 */
      salePriceAED?: number | null;
      /** @default false */
      featured: boolean;
      stockQuantity: number;
      /** @default 5 */
      lowStockThreshold: number;
      sizes?: ('XS' | 'S' | 'M' | 'L' | 'XL' | 'XXL')[];
      colors?: (
        | 'Black'
        | 'White'
        | 'Grey'
        | 'Red'
        | 'Blue'
        | 'Green'
        | 'Yellow'
        | 'Purple'
        | 'Pink'
        | 'Orange'
      )[];
      /** @description Stock per size and colour: a list turns it on (stockQuantity is their sum), null turns it off, absent keeps it */
      variantStock?: components['schemas']['VariantStock'][] | null;
      /**
       * @description draft hides the product from shoppers; new products are active, absent keeps it
       * @enum {string}
       */
      status?: 'active' | 'draft';
    };
    SettingsInputDto: {
      /** @example 20 */
      deliveryAED: number;
      /** @example Psycho Drip Streetwear */
      brandTagline: string;
      /** @example ستريت وير سايكو دريب */
      brandTaglineAr?: string | null;
      /** @example hello@freakdrop.ae */
      contactEmail?: string;
      /** @example +971501234567 */
      whatsappNumber?: string;
      /** @example @freakdrop.ae */
      instagramHandle?: string;
      confirmationTemplateEN?: string;
      confirmationTemplateAR?: string;
      /** @example 48 */
      autoCancelUnconfirmedHours?: number;
      /**
       * @description city → fee; a city not listed pays deliveryAED
       * @example {
       *       "Al Ain": 35,
       *       "Fujairah": 30
       *     }
       */
      deliveryByCityAED?: {
        [key: string]: number;
      };
      /**
       * @description null: never free
       * @example 300
       */
      freeDeliveryFromAED?: number | null;
      /** @example 5 */
      codFeeAED?: number;
      /**
       * @description null: no maximum
       * @example 5000
       */
      codMaxOrderAED?: number | null;
      /**
       * @example [
       *       "Ravi",
       *       "Omar"
       *     ]
       */
      couriers?: string[];
      /**
       * @description Owners must enrol in two-step sign-in
       * @example false
       */
      requireTwoFactorForOwners?: boolean;
      messageTemplates?: components['schemas']['MessageTemplatesInput'];
    };
    VatSettingsInputDto: {
      registered?: boolean;
      /**
       * @description 15 digits
       * @example 100123456700003
       */
      trn?: string;
      legalName?: string;
      legalNameAr?: string;
      address?: string;
      addressAr?: string;
      /** @example 5 */
      ratePercent?: number;
      /** @enum {string} */
      invoiceAt?: 'delivered' | 'confirmed';
    };
    PromotionInputDto: {
      /**
       * @description 3-32 of A-Z 0-9 - _, any case; null: an automatic offer
       * @example SUMMER10
       */
      code?: string | null;
      /** @enum {string} */
      kind: 'percent' | 'fixed' | 'freeDelivery';
      /**
       * @description percent 1-90, or AED > 0 with at most two decimals; ignored for freeDelivery
       * @example 10
       */
      value?: number;
      /** @description Exactly one of `{ all: true }`, `{ categoryIds: [...] }`, `{ productIds: [...] }` */
      appliesTo?: {
        all?: boolean;
        categoryIds?: string[];
        productIds?: string[];
      };
      minSubtotalAED?: number | null;
      /** Format: date-time */
      startsAt?: string | null;
      /** Format: date-time */
      endsAt?: string | null;
      maxRedemptions?: number | null;
      maxPerPhone?: number | null;
      firstOrderOnly?: boolean;
      excludeSaleItems?: boolean;
      combinable?: boolean;
      active?: boolean;
    };
    PromotionPatchDto: {
      /**
       * @description 3-32 of A-Z 0-9 - _, any case; null: an automatic offer
       * @example SUMMER10
       */
      code?: string | null;
      /** @enum {string} */
      kind?: 'percent' | 'fixed' | 'freeDelivery';
      /**
       * @description percent 1-90, or AED > 0 with at most two decimals; ignored for freeDelivery
       * @example 10
       */
      value?: number;
      /** @description Exactly one of `{ all: true }`, `{ categoryIds: [...] }`, `{ productIds: [...] }` */
      appliesTo?: {
        all?: boolean;
        categoryIds?: string[];
        productIds?: string[];
      };
      minSubtotalAED?: number | null;
      /** Format: date-time */
      startsAt?: string | null;
      /** Format: date-time */
      endsAt?: string | null;
      maxRedemptions?: number | null;
      maxPerPhone?: number | null;
      firstOrderOnly?: boolean;
      excludeSaleItems?: boolean;
      combinable?: boolean;
      active?: boolean;
    };
    PlaceOrderItemDto: {
      /** Format: uuid */
      productId: string;
      /**
       * @description 'N/A' when the product has no sizes
       * @example M
       */
      size: string;
      /** @example Black */
      color?: string | null;
      qty: number;
      /** @description ignored */
      title?: string;
      /** @description ignored */
      priceAED?: number;
      /** @description ignored */
      image?: string;
      /** @description ignored */
      slug?: string;
    };
    PlaceOrderDto: {
      /** @example Layla Haddad */
      customerName: string;
      /**
       * @description A UAE number as people type it (+971 50 123 4567, 00971…, 971…, 0501234567, with spaces, dashes, dots or brackets, Western or Arabic-Indic digits); stored as +971XXXXXXXXX
       * @example +971 50 123 4567
       */
      phone: string;
      /**
       * @description empty means none
       * @example layla@example.com
       */
      email?: string;
      /** @enum {string} */
      city:
        | 'Dubai'
        | 'Abu Dhabi'
        | 'Sharjah'
        | 'Ajman'
        | 'Ras Al Khaimah'
        | 'Fujairah'
        | 'Umm Al Quwain'
        | 'Al Ain';
      addressLine1: string;
      addressLine2?: string;
      notes?: string;
      items: components['schemas']['PlaceOrderItemDto'][];
      /** @example 298 */
      subtotalAED: number;
      /** @example 20 */
      deliveryAED: number;
      /** @example 318 */
      totalAED: number;
      /**
       * @description the cash-on-delivery fee the checkout showed
       * @example 5
       */
      codFeeAED?: number;
      /** @example SUMMER10 */
      promoCode?: string;
      /**
       * @description the discount the checkout showed
       * @example 29.8
       */
      discountAED?: number;
      /**
       * @description the checkout's language (default en)
       * @enum {string}
       */
      language?: 'en' | 'ar';
      /** @description order updates on WhatsApp: true only when the customer ticked the box */
      whatsappConsent?: boolean;
    };
    OrderFilterDto: {
      status?: ('PENDING' | 'CONFIRMED' | 'OUT_FOR_DELIVERY' | 'DELIVERED' | 'CANCELLED')[];
      /**
       * @description an order number or a part, a phone in any form or a part, a part of the customer's name
       * @example 050 123 4567
       */
      q?: string;
      /**
       * @description YYYY-MM-DD, the shop's time zone
       * @example 2026-11-01
       */
      from?: string;
      /**
       * @description inclusive
       * @example 2026-11-30
       */
      to?: string;
      city?: (
        | 'Dubai'
        | 'Abu Dhabi'
        | 'Sharjah'
        | 'Ajman'
        | 'Ras Al Khaimah'
        | 'Fujairah'
        | 'Umm Al Quwain'
        | 'Al Ain'
      )[];
      /**
       * @example [
       *       "Ravi"
       *     ]
       */
      courier?: string[];
      /** @description at most 500 */
      ids?: string[];
    };
    BulkOrderDto: {
      /** @enum {string} */
      status?: 'PENDING' | 'CONFIRMED' | 'OUT_FOR_DELIVERY' | 'DELIVERED' | 'CANCELLED';
      /** @enum {string} */
      reason?:
        | 'CUSTOMER_CANCELLED'
        | 'UNREACHABLE'
        | 'REFUSED_AT_DOOR'
        | 'OUT_OF_STOCK'
        | 'SUSPECTED_FAKE'
        | 'OTHER';
      /** @example No answer twice */
      note?: string;
      /** @example Ravi */
      courier?: string;
      ids?: string[];
      filter?: components['schemas']['OrderFilterDto'];
      /** @enum {string} */
      action: 'status' | 'courier';
    };
    UpdateOrderStatusDto: {
      /** @enum {string} */
      status: 'PENDING' | 'CONFIRMED' | 'OUT_FOR_DELIVERY' | 'DELIVERED' | 'CANCELLED';
      /** @enum {string} */
      reason?:
        | 'CUSTOMER_CANCELLED'
        | 'UNREACHABLE'
        | 'REFUSED_AT_DOOR'
        | 'OUT_OF_STOCK'
        | 'SUSPECTED_FAKE'
        | 'OTHER';
      /** @example No answer twice */
      note?: string;
      /** @example Ravi */
      courier?: string;
    };
    OrderNoteDto: {
      /** @example Called twice, no answer */
      text: string;
    };
    PromotionCheckDto: {
      /** @example SUMMER10 */
      code: string;
      items: components['schemas']['PlaceOrderItemDto'][];
      /** @enum {string} */
      city:
        | 'Dubai'
        | 'Abu Dhabi'
        | 'Sharjah'
        | 'Ajman'
        | 'Ras Al Khaimah'
        | 'Fujairah'
        | 'Umm Al Quwain'
        | 'Al Ain';
      /** @example +971 50 123 4567 */
      phone?: string;
    };
    BlockPhoneDto: {
      /** @example +971 55 000 0001 */
      phone: string;
      /** @example Refused three parcels */
      reason?: string;
    };
    OutstandingFigures: {
      /** @example 240 */
      orders: number;
      /** @example 30120.5 */
      amountAED: number;
    };
    RemittanceRequest: {
      /** @example Ravi */
      courier: string;
      /** @description the orders handed over; required unless allOutstanding is sent */
      orderIds?: string[];
      /** @description every delivered, unremitted order of the courier, resolved by the server; the figures staff saw, refused with 409 OUTSTANDING_CHANGED when they are no longer the current ones */
      allOutstanding?: components['schemas']['OutstandingFigures'];
      /** @example Handed over at the shop */
      note?: string;
    };
    /** @description `GET /api/health/ready`: 200 when this replica should get traffic (database reachable, migrations applied, not shutting down), else 503 with what is wrong. */
    ReadinessResponse: {
      /** @enum {string} */
      status: 'ok' | 'error';
      /** @enum {string} */
      database: 'up' | 'down';
      /** @enum {string} */
      migrations: 'applied' | 'pending';
      draining: boolean;
    };
    /** @description `GET /api/health/live`: the process answers (restart it when this fails). */
    LivenessResponse: {
      /** @enum {string} */
      status: 'ok';
    };
    HealthResponse: {
      /** @enum {string} */
      status: 'ok' | 'error';
      /** @enum {string} */
      database: 'up' | 'down';
    };
    /** @description `GET /api/admin/orders/:id/messages`: the order's messages, oldest first. */
    OrderMessagesResponse: {
      messages: components['schemas']['OutboxMessage'][];
    };
    /** @description One message to a customer or a staff member, as the Messages screen lists it. */
    OutboxMessage: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      status: 'delivered' | 'queued' | 'sent' | 'read' | 'failed' | 'skipped';
      /** @enum {string} */
      channel: 'email' | 'whatsapp';
      /** @enum {string} */
      event:
        | 'delivered'
        | 'order_placed'
        | 'order_confirmed'
        | 'out_for_delivery'
        | 'cancelled'
        | 'staff_new_order';
      /** @description null once the order is deleted, and for nothing else. */
      orderId: string | null;
      /** @example FD-7K3M-9Q2X */
      orderNumber: string;
      /**
       * @description To a customer or to a staff account (a new-order alert).
       * @enum {string}
       */
      audience: 'staff' | 'customer';
      /** @description A phone (+971…) or an email. Masked (`+97150*****67`, `s***@example.com`) for a role without the `messages` permission. */
      recipient: string;
      /** @enum {string} */
      language: 'en' | 'ar';
      /** @description Sending attempts so far (at most 8). */
      tries: number;
      /** @description Why the last try failed, or why the message was skipped; null otherwise. */
      lastError: string | null;
      /** @description The provider's id (WhatsApp message id, SMTP Message-ID) once accepted. */
      providerMessageId: string | null;
      /** Format: date-time */
      createdAt: string;
      /**
       * Format: date-time
       * @description When the next try is due (queued only), else null.
       */
      nextTryAt: string | null;
      /** Format: date-time */
      sentAt: string | null;
      /** Format: date-time */
      deliveredAt: string | null;
      /** Format: date-time */
      readAt: string | null;
      /** Format: date-time */
      failedAt: string | null;
    };
    MessageListResponse: {
      messages: components['schemas']['OutboxMessage'][];
      total: number;
    };
    RemittanceListResponse: {
      remittances: components['schemas']['Remittance'][];
    };
    Remittance: {
      /** Format: uuid */
      id: string;
      courier: string;
      /** @description The orders' totals, computed by the server. */
      amountAED: number;
      orderIds: string[];
      note: string | null;
      /** @description The username of who recorded it. */
      by: string;
      /** Format: date-time */
      createdAt: string;
    };
    ApiErrorBody: {
      statusCode: number;
      /**
       * @description Stable: what the client branches on.
       * @enum {string}
       */
      code:
        | 'OUT_OF_STOCK'
        | 'VALIDATION_FAILED'
        | 'UNAUTHENTICATED'
        | 'INVALID_CREDENTIALS'
        | 'INVALID_TWO_FACTOR_CODE'
        | 'TWO_FACTOR_ENROLMENT_REQUIRED'
        | 'TWO_FACTOR_STATE'
        | 'FORBIDDEN'
        | 'NOT_FOUND'
        | 'SKU_TAKEN'
        | 'SLUG_TAKEN'
        | 'CATEGORY_SLUG_TAKEN'
        | 'CATEGORY_IN_USE'
        | 'STOCK_PER_VARIANT'
        | 'TOTALS_CHANGED'
        | 'ORDER_CHANGED'
        | 'IDEMPOTENCY_KEY_REUSED'
        | 'COD_LIMIT_EXCEEDED'
        | 'ORDER_REMITTED'
        | 'REMITTANCE_REFUSED'
        | 'OUTSTANDING_CHANGED'
        | 'REQUEST_TIMEOUT'
        | 'PAYLOAD_TOO_LARGE'
        | 'UNSUPPORTED_MEDIA_TYPE'
        | 'THROTTLED'
        | 'INTERNAL_ERROR'
        | 'SERVICE_UNAVAILABLE'
        | 'INSUFFICIENT_STORAGE'
        | 'PHONE_BLOCKED'
        | 'PHONE_ALREADY_BLOCKED'
        | 'MALFORMED_REQUEST'
        | 'REQUEST_HEADERS_TOO_LARGE'
        | 'FORBIDDEN_ROLE'
        | 'LAST_OWNER'
        | 'USERNAME_TAKEN'
        | 'PROMO_UNKNOWN'
        | 'PROMO_NOT_STARTED'
        | 'PROMO_EXPIRED'
        | 'PROMO_MINIMUM'
        | 'PROMO_NOT_APPLICABLE'
        | 'PROMO_USED_UP'
        | 'PROMO_PHONE_LIMIT'
        | 'PROMO_FIRST_ORDER'
        | 'PROMOTION_USED'
        | 'PROMO_CODE_TAKEN'
        | 'MESSAGE_NOT_FAILED'
        | 'INVALID_SIGNATURE';
      /** @description For people: may be reworded at any time. */
      message: string;
      /** @description Field name → message, for validation errors only. */
      errors?: {
        [key: string]: string;
      };
    };
    /** @description 409 OUTSTANDING_CHANGED: the courier's outstanding orders are no longer what staff saw. */
    OutstandingChangedBody: {
      /**
       * @description Stable: what the client branches on.
       * @enum {string}
       */
      code: 'OUTSTANDING_CHANGED';
      outstanding: components['schemas']['OutstandingFigures'];
      statusCode: number;
      /** @description For people: may be reworded at any time. */
      message: string;
      /** @description Field name → message, for validation errors only. */
      errors?: {
        [key: string]: string;
      };
    };
    /** @description One page of a courier's outstanding orders, oldest first; `total` counts those matching q. */
    OutstandingOrdersResponse: {
      courier: string;
      orders: components['schemas']['OutstandingOrder'][];
      /** @description Orders matching q. */
      total: number;
      /** @description All of the courier's outstanding orders, whatever q. */
      outstanding: components['schemas']['OutstandingFigures'];
    };
    OutstandingOrder: {
      /** Format: uuid */
      id: string;
      orderNumber: string;
      /** Format: date-time */
      createdAt: string;
      totalAED: number;
    };
    /** @description `GET /api/admin/cash`: the cash of DELIVERED orders, collected and handed over. */
    CashLedger: {
      /** @description Totals of DELIVERED orders. */
      collectedAED: number;
      remittedAED: number;
      outstandingAED: number;
      couriers: components['schemas']['CourierCash'][];
    };
    CourierCash: {
      /** @description null: delivered orders nobody was named for. */
      courier: string | null;
      deliveredOrders: number;
      collectedAED: number;
      remittedAED: number;
      outstandingAED: number;
      /** @description Delivered orders whose cash is still with the courier. */
      outstandingOrders: number;
    };
    BlockedPhone: {
      /** @description Normalised, +971XXXXXXXXX. */
      phone: string;
      reason: string | null;
      /** Format: date-time */
      createdAt: string;
    };
    BlockedPhoneList: {
      phones: components['schemas']['BlockedPhone'][];
    };
    /** @description The cart's figures with the code (and the automatic offer when the code combines with it). */
    PromotionCheckResponse: {
      valid: boolean;
      /** @description Upper-cased. */
      code: string;
      /** @description Every discount together. */
      discountAED: number;
      freeDelivery: boolean;
      subtotalAED: number;
      deliveryAED: number;
      codFeeAED: number;
      totalAED: number;
      promotions: components['schemas']['AppliedPromotion'][];
    };
    /** @description A promotion applied to an order or a cart. */
    AppliedPromotion: {
      /** @description null: an automatic offer. */
      code: string | null;
      /** @enum {string} */
      kind: 'percent' | 'fixed' | 'freeDelivery';
      /** @description Off the goods; 0 for free delivery. */
      discountAED: number;
      /** @description This promotion made the delivery fee 0. */
      freeDelivery: boolean;
    };
    /** @description An internal note on an order: staff only, never shown to the customer. */
    OrderNote: {
      /** Format: uuid */
      id: string;
      /** @description 1 to 1,000 characters, trimmed. */
      text: string;
      /** @description The author's username. */
      by: string | null;
      /** Format: date-time */
      at: string;
    };
    /** @description The order page's answer: the order and its timeline, oldest entry first. */
    OrderWithTimeline: {
      timeline: components['schemas']['OrderTimelineEntry'][];
      /** Format: uuid */
      id: string;
      /** @example FD-7K3M-9Q2X */
      orderNumber: string;
      customerName: string;
      /**
       * @description Normalised, +971XXXXXXXXX.
       * @example +971501234567
       */
      phone: string;
      email: string | null;
      /** @enum {string} */
      city:
        | 'Abu Dhabi'
        | 'Dubai'
        | 'Sharjah'
        | 'Ajman'
        | 'Umm Al Quwain'
        | 'Ras Al Khaimah'
        | 'Fujairah'
        | 'Al Ain';
      addressLine1: string;
      addressLine2: string | null;
      notes: string | null;
      items: components['schemas']['OrderItem'][];
      subtotalAED: number;
      deliveryAED: number;
      totalAED: number;
      /** @enum {string} */
      status: 'PENDING' | 'CONFIRMED' | 'OUT_FOR_DELIVERY' | 'DELIVERED' | 'CANCELLED';
      statusHistory: components['schemas']['OrderStatusChange'][];
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /** @description GET /api/admin/orders/:id only: every order placed with this phone. */
      customer?: components['schemas']['CustomerHistory'];
      /** @description The cash-on-delivery fee (contract/delivery.ts); 0 unless the shop charges one. */
      codFeeAED: number;
      /** @description Who took it out for delivery; null when nobody was named. */
      courier: string | null;
      /**
       * Format: date-time
       * @description When its cash was handed over (a remittance); it can no longer change.
       */
      remittedAt: string | null;
      /** @description Off the goods by promotions (contract/promotions.ts); 0 when none applied. */
      discountAED: number;
      /** @description The discount code used (upper-cased), or null. */
      promoCode: string | null;
      /** @description The promotions that applied, automatic offer first; empty when none. */
      promotions: components['schemas']['AppliedPromotion'][];
      /**
       * @description Admin answers only: the language the order was placed in (its customer's messages are in it); `en` for an order whose checkout did not say.
       * @enum {string}
       */
      language?: 'en' | 'ar';
      /** @description Admin answers only: the customer agreed to order updates on WhatsApp. */
      whatsappConsent?: boolean;
    };
    /** @description A customer's record, counted over every order placed with the phone. */
    CustomerHistory: {
      orderCount: number;
      deliveredCount: number;
      cancelledCount: number;
      /** @description Cancelled with reason REFUSED_AT_DOOR. */
      refusedCount: number;
      blocked: boolean;
    };
    OrderStatusChange: {
      /** @enum {string} */
      status: 'PENDING' | 'CONFIRMED' | 'OUT_FOR_DELIVERY' | 'DELIVERED' | 'CANCELLED';
      /** Format: date-time */
      at: string;
      /**
       * @description Admin answers (null when none given) and tracking; not in the checkout's answer.
       * @enum {string|null}
       */
      reason?:
        | 'CUSTOMER_CANCELLED'
        | 'UNREACHABLE'
        | 'REFUSED_AT_DOOR'
        | 'OUT_OF_STOCK'
        | 'SUSPECTED_FAKE'
        | 'OTHER'
        | null;
      /** @description Admin answers only. */
      note?: string | null;
      /** @description Admin answers only: the admin's username, or `system`. */
      by?: string | null;
    };
    OrderItem: {
      /** @description null once the product is deleted. */
      productId: string | null;
      title: string;
      /** @description Tracking only: the product's Arabic title now, or null (the line keeps `title`). */
      titleAr?: string | null;
      image: string;
      /** @description 'N/A' when the product has no sizes. */
      size: string;
      color: string | null;
      qty: number;
      priceAED: number;
      lineTotalAED: number;
    };
    /** @description One entry of an order's timeline, told apart by `kind`: `status` (a status change: `status`, `reason`, and its note in `text`) or `note` (an internal note: `text`). Fields that do not belong to the kind are left out; a later kind adds its own. */
    OrderTimelineEntry: {
      /** @enum {string} */
      kind: 'status' | 'note';
      /**
       * Format: uuid
       * @description The status change's or the note's id.
       */
      id: string;
      /** Format: date-time */
      at: string;
      /** @description Who: a username, `system`, or null when it was not kept. */
      by: string | null;
      /**
       * @description `status` only: the status set.
       * @enum {string}
       */
      status?: 'PENDING' | 'CONFIRMED' | 'OUT_FOR_DELIVERY' | 'DELIVERED' | 'CANCELLED';
      /**
       * @description `status` only: why, or null.
       * @enum {string|null}
       */
      reason?:
        | 'CUSTOMER_CANCELLED'
        | 'UNREACHABLE'
        | 'REFUSED_AT_DOOR'
        | 'OUT_OF_STOCK'
        | 'SUSPECTED_FAKE'
        | 'OTHER'
        | null;
      /** @description The note's text; for a status change its note, or null. */
      text?: string | null;
    };
    AdminStats: {
      counts: {
        PENDING: number;
        CONFIRMED: number;
        OUT_FOR_DELIVERY: number;
        DELIVERED: number;
        CANCELLED: number;
        all: number;
      };
      /** @description Sum of totals of DELIVERED orders: cash actually collected. */
      revenueAED: number;
      /** @description Sum of totals of orders neither delivered nor cancelled. */
      openValueAED: number;
      recentOrders: components['schemas']['Order'][];
      lowStockProducts: components['schemas']['Product'][];
      daily: components['schemas']['DailyStat'][];
      /** @description Over orders placed in the last 30 days. */
      rates: components['schemas']['OrderRates'];
    };
    /** @description Over orders placed in the last 30 days; percentages with one decimal, 0 when none. */
    OrderRates: {
      /**
       * @description Reached CONFIRMED or a later status (at any time).
       * @example 72.5
       */
      confirmedPct: number;
      /** @example 61.2 */
      deliveredPct: number;
      /** @description Cancelled with reason REFUSED_AT_DOOR. */
      refusedPct: number;
    };
    DailyStat: {
      /** @description A calendar day, `YYYY-MM-DD`, in the shop's time zone (orders are counted on the day placed). */
      date: string;
      orders: number;
      revenueAED: number;
    };
    Product: {
      /** Format: uuid */
      id: string;
      sku: string;
      slug: string;
      title: string;
      description: string;
      /** @description The Arabic title and description for the /ar storefront, or null: it then shows the English. */
      titleAr?: string | null;
      descriptionAr?: string | null;
      /** @description The category's slug. */
      category: string;
      categoryName: string;
      /** @description The category's Arabic name, or null. */
      categoryNameAr?: string | null;
      images: string[];
      priceAED: number;
      salePriceAED: number | null;
      featured: boolean;
      inStock: boolean;
      stockQuantity: number;
      lowStockThreshold: number;
      sizes: ('XS' | 'S' | 'M' | 'L' | 'XL' | 'XXL')[];
      colors: (
        | 'Black'
        | 'White'
        | 'Grey'
        | 'Red'
        | 'Blue'
        | 'Green'
        | 'Yellow'
        | 'Purple'
        | 'Pink'
        | 'Orange'
      )[];
      /** @description Stock per size and colour, or null when the product keeps one number. Left out of list answers; every product answer carries it. */
      variantStock?: components['schemas']['VariantStock'][] | null;
      /**
       * @description `draft`: seen by staff only. Staff answers carry it; shoppers' answers (which only ever hold active products) leave it out.
       * @enum {string}
       */
      status?: 'active' | 'draft';
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    /** @description The stock of one size and colour of a product. */
    VariantStock: {
      /** @description One of the product's sizes, or "N/A" when it has none. */
      size: string;
      /** @description One of its colours, or null when it has none. */
      color: string | null;
      stockQuantity: number;
    };
    Order: {
      /** Format: uuid */
      id: string;
      /** @example FD-7K3M-9Q2X */
      orderNumber: string;
      customerName: string;
      /**
       * @description Normalised, +971XXXXXXXXX.
       * @example +971501234567
       */
      phone: string;
      email: string | null;
      /** @enum {string} */
      city:
        | 'Abu Dhabi'
        | 'Dubai'
        | 'Sharjah'
        | 'Ajman'
        | 'Umm Al Quwain'
        | 'Ras Al Khaimah'
        | 'Fujairah'
        | 'Al Ain';
      addressLine1: string;
      addressLine2: string | null;
      notes: string | null;
      items: components['schemas']['OrderItem'][];
      subtotalAED: number;
      deliveryAED: number;
      totalAED: number;
      /** @enum {string} */
      status: 'PENDING' | 'CONFIRMED' | 'OUT_FOR_DELIVERY' | 'DELIVERED' | 'CANCELLED';
      statusHistory: components['schemas']['OrderStatusChange'][];
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /** @description GET /api/admin/orders/:id only: every order placed with this phone. */
      customer?: components['schemas']['CustomerHistory'];
      /** @description The cash-on-delivery fee (contract/delivery.ts); 0 unless the shop charges one. */
      codFeeAED: number;
      /** @description Who took it out for delivery; null when nobody was named. */
      courier: string | null;
      /**
       * Format: date-time
       * @description When its cash was handed over (a remittance); it can no longer change.
       */
      remittedAt: string | null;
      /** @description Off the goods by promotions (contract/promotions.ts); 0 when none applied. */
      discountAED: number;
      /** @description The discount code used (upper-cased), or null. */
      promoCode: string | null;
      /** @description The promotions that applied, automatic offer first; empty when none. */
      promotions: components['schemas']['AppliedPromotion'][];
      /**
       * @description Admin answers only: the language the order was placed in (its customer's messages are in it); `en` for an order whose checkout did not say.
       * @enum {string}
       */
      language?: 'en' | 'ar';
      /** @description Admin answers only: the customer agreed to order updates on WhatsApp. */
      whatsappConsent?: boolean;
    };
    BulkOrderResponse: {
      results: components['schemas']['BulkOrderResult'][];
    };
    BulkOrderResult: {
      /** Format: uuid */
      id: string;
      /** @description null when no order has this id. */
      orderNumber: string | null;
      ok: boolean;
      /**
       * @description Why it was refused: the code and message one order's change would have answered.
       * @enum {string}
       */
      code?:
        | 'OUT_OF_STOCK'
        | 'VALIDATION_FAILED'
        | 'UNAUTHENTICATED'
        | 'INVALID_CREDENTIALS'
        | 'INVALID_TWO_FACTOR_CODE'
        | 'TWO_FACTOR_ENROLMENT_REQUIRED'
        | 'TWO_FACTOR_STATE'
        | 'FORBIDDEN'
        | 'NOT_FOUND'
        | 'SKU_TAKEN'
        | 'SLUG_TAKEN'
        | 'CATEGORY_SLUG_TAKEN'
        | 'CATEGORY_IN_USE'
        | 'STOCK_PER_VARIANT'
        | 'TOTALS_CHANGED'
        | 'ORDER_CHANGED'
        | 'IDEMPOTENCY_KEY_REUSED'
        | 'COD_LIMIT_EXCEEDED'
        | 'ORDER_REMITTED'
        | 'REMITTANCE_REFUSED'
        | 'OUTSTANDING_CHANGED'
        | 'REQUEST_TIMEOUT'
        | 'PAYLOAD_TOO_LARGE'
        | 'UNSUPPORTED_MEDIA_TYPE'
        | 'THROTTLED'
        | 'INTERNAL_ERROR'
        | 'SERVICE_UNAVAILABLE'
        | 'INSUFFICIENT_STORAGE'
        | 'PHONE_BLOCKED'
        | 'PHONE_ALREADY_BLOCKED'
        | 'MALFORMED_REQUEST'
        | 'REQUEST_HEADERS_TOO_LARGE'
        | 'FORBIDDEN_ROLE'
        | 'LAST_OWNER'
        | 'USERNAME_TAKEN'
        | 'PROMO_UNKNOWN'
        | 'PROMO_NOT_STARTED'
        | 'PROMO_EXPIRED'
        | 'PROMO_MINIMUM'
        | 'PROMO_NOT_APPLICABLE'
        | 'PROMO_USED_UP'
        | 'PROMO_PHONE_LIMIT'
        | 'PROMO_FIRST_ORDER'
        | 'PROMOTION_USED'
        | 'PROMO_CODE_TAKEN'
        | 'MESSAGE_NOT_FAILED'
        | 'INVALID_SIGNATURE';
      message?: string;
    };
    OrderListResponse: {
      orders: components['schemas']['Order'][];
      total: number;
    };
    /** @description What a customer sees when tracking: no internal ids, no email, no notes. */
    TrackedOrder: {
      /** @example FD-7K3M-9Q2X */
      orderNumber: string;
      /** @enum {string} */
      status: 'PENDING' | 'CONFIRMED' | 'OUT_FOR_DELIVERY' | 'DELIVERED' | 'CANCELLED';
      /** @example Out for Delivery */
      statusLabel: string;
      customerName: string;
      phone: string;
      /** @enum {string} */
      city:
        | 'Abu Dhabi'
        | 'Dubai'
        | 'Sharjah'
        | 'Ajman'
        | 'Umm Al Quwain'
        | 'Ras Al Khaimah'
        | 'Fujairah'
        | 'Al Ain';
      addressLine1: string;
      addressLine2: string | null;
      items: components['schemas']['OrderItem'][];
      subtotalAED: number;
      deliveryAED: number;
      totalAED: number;
      statusHistory: components['schemas']['OrderStatusChange'][];
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      codFeeAED: number;
      /** @description Off the goods by promotions; 0 when none applied. */
      discountAED: number;
      /** @description The discount code used, or null. */
      promoCode: string | null;
      /** @description The promotions that applied, automatic offer first; empty when none. */
      promotions: components['schemas']['AppliedPromotion'][];
    };
    PlaceOrderResponse: {
      orderNumber: string;
      order: components['schemas']['Order'];
    };
    /** @description 400 (check) or 409 (placing an order): a code that does not hold. */
    PromoErrorBody: {
      /**
       * @description Stable: what the client branches on.
       * @enum {string}
       */
      code:
        | 'PROMO_UNKNOWN'
        | 'PROMO_NOT_STARTED'
        | 'PROMO_EXPIRED'
        | 'PROMO_MINIMUM'
        | 'PROMO_NOT_APPLICABLE'
        | 'PROMO_USED_UP'
        | 'PROMO_PHONE_LIMIT'
        | 'PROMO_FIRST_ORDER';
      /** @description PROMO_MINIMUM only: how much more the cart needs. */
      missingAED?: number;
      statusCode: number;
      /** @description For people: may be reworded at any time. */
      message: string;
      /** @description Field name → message, for validation errors only. */
      errors?: {
        [key: string]: string;
      };
    };
    /** @description Body of the 409 answered when an order's total is above the largest order paid in cash. */
    CodLimitBody: {
      /**
       * @description Stable: what the client branches on.
       * @enum {string}
       */
      code: 'COD_LIMIT_EXCEEDED';
      codMaxOrderAED: number;
      totalAED: number;
      statusCode: number;
      /** @description For people: may be reworded at any time. */
      message: string;
      /** @description Field name → message, for validation errors only. */
      errors?: {
        [key: string]: string;
      };
    };
    /** @description Body of the 409 answered when a line asks for more than is in stock. */
    StockConflictBody: {
      /**
       * @description Stable: what the client branches on.
       * @enum {string}
       */
      code: 'OUT_OF_STOCK';
      productId: string;
      available: number;
      /** @description With stock per size and colour: the variant that is short (`available` is its stock). */
      size?: string;
      color?: string | null;
      statusCode: number;
      /** @description For people: may be reworded at any time. */
      message: string;
      /** @description Field name → message, for validation errors only. */
      errors?: {
        [key: string]: string;
      };
    };
    /** @description Body of the 409 answered when the client's figures differ from the server's. */
    TotalsConflictBody: {
      /**
       * @description Stable: what the client branches on.
       * @enum {string}
       */
      code: 'TOTALS_CHANGED';
      current: {
        items: components['schemas']['TotalsConflictLine'][];
        subtotalAED: number;
        deliveryAED: number;
        totalAED: number;
        /** @description Present when the shop charges a cash-on-delivery fee (or the client sent one). */
        codFeeAED?: number;
        /** @description Present when a promotion applies (or the client sent a code or a discount). */
        discountAED?: number;
        /** @description Present with `discountAED`: the promotions that apply now, automatic offer first. */
        promotions?: components['schemas']['AppliedPromotion'][];
      };
      statusCode: number;
      /** @description For people: may be reworded at any time. */
      message: string;
      /** @description Field name → message, for validation errors only. */
      errors?: {
        [key: string]: string;
      };
    };
    /** @description A line of the server's figures: its price now and how many are left. */
    TotalsConflictLine: {
      productId: string;
      size: string;
      color?: string | null;
      qty: number;
      title: string;
      priceAED: number;
      /** @description Units in stock now. */
      available: number;
    };
    /** @description `GET /api/admin/reports/vat`: invoices less credit notes issued in the period, by emirate. */
    VatReport: {
      /** @description YYYY-MM-DD, UAE days (UTC+4), both included. */
      from: string;
      to: string;
      rows: components['schemas']['VatReportRow'][];
      netAED: number;
      vatAED: number;
      invoices: number;
      creditNotes: number;
    };
    /** @description One box of the VAT return's box 1: standard-rated supplies in an emirate. */
    VatReportRow: {
      /** @description 1a … 1g. */
      box: string;
      /** @enum {string} */
      emirate:
        | 'Abu Dhabi'
        | 'Dubai'
        | 'Sharjah'
        | 'Ajman'
        | 'Umm Al Quwain'
        | 'Ras Al Khaimah'
        | 'Fujairah';
      netAED: number;
      vatAED: number;
    };
    /** @description A tax invoice or a tax credit note as issued (its own copy of every detail). */
    TaxDocument: {
      /** @enum {string} */
      kind: 'invoice' | 'credit';
      /** @description INV-000001 or CN-000001. */
      number: string;
      /** @description A credit note: the invoice it reverses. */
      invoiceNumber: string | null;
      orderId: string;
      orderNumber: string;
      /**
       * Format: date-time
       * @description ISO date-time of issue.
       */
      issuedAt: string;
      /**
       * Format: date-time
       * @description ISO date-time of supply: the delivery (or the confirmation when invoiced then).
       */
      suppliedAt: string;
      seller: {
        legalName: string;
        legalNameAr: string;
        address: string;
        addressAr: string;
        trn: string;
      };
      buyer: {
        name: string;
        phone: string;
        address: string;
        city: string;
        /** @enum {string} */
        emirate:
          | 'Abu Dhabi'
          | 'Dubai'
          | 'Sharjah'
          | 'Ajman'
          | 'Umm Al Quwain'
          | 'Ras Al Khaimah'
          | 'Fujairah';
      };
      ratePercent: number;
      lines: components['schemas']['TaxDocumentLine'][];
      discountAED: number;
      netAED: number;
      vatAED: number;
      grossAED: number;
    };
    /** @description One line of a tax invoice or credit note, in AED (the API's money). */
    TaxDocumentLine: {
      /** @enum {string} */
      kind: 'goods' | 'delivery' | 'codFee';
      description: string;
      /** @description Size and colour of a goods line, e.g. "M / Black"; empty for fees. */
      variant: string;
      qty: number;
      unitAED: number;
      discountAED: number;
      netAED: number;
      ratePercent: number;
      vatAED: number;
      grossAED: number;
    };
    PublicOfferList: {
      offers: components['schemas']['PublicOffer'][];
    };
    /** @description An automatic offer as the storefront shows it (`GET /api/promotions/offers`). */
    PublicOffer: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      kind: 'percent' | 'fixed' | 'freeDelivery';
      value: number;
      appliesTo: {
        all?: boolean;
        categoryIds?: string[];
        productIds?: string[];
      };
      minSubtotalAED: number | null;
      excludeSaleItems: boolean;
      /** Format: date-time */
      endsAt: string | null;
    };
    /** @description A promotion as staff define it (`/api/admin/promotions`). Dates are ISO; the console shows Dubai time. */
    Promotion: {
      /** Format: uuid */
      id: string;
      /** @description Upper-cased, 3-32 of A-Z 0-9 - _; null: an automatic offer (applies without a code). */
      code: string | null;
      /** @enum {string} */
      kind: 'percent' | 'fixed' | 'freeDelivery';
      /** @description Percent (1-90) for `percent`, AED for `fixed`; 0 for `freeDelivery`. */
      value: number;
      appliesTo: {
        all?: boolean;
        categoryIds?: string[];
        productIds?: string[];
      };
      /** @description Compared with the subtotal before discount; null: none. */
      minSubtotalAED: number | null;
      /** Format: date-time */
      startsAt: string | null;
      /** Format: date-time */
      endsAt: string | null;
      /** @description Orders that may use it in all; null: no limit. */
      maxRedemptions: number | null;
      /** @description Orders one phone may place with it; null: no limit. */
      maxPerPhone: number | null;
      /** @description Only for a phone without an earlier order that was not cancelled. */
      firstOrderOnly: boolean;
      /** @description Lines at a sale price get no discount. */
      excludeSaleItems: boolean;
      /** @description A code that applies together with the best automatic offer instead of replacing it. */
      combinable: boolean;
      active: boolean;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    PromotionListResponse: {
      promotions: components['schemas']['PromotionListItem'][];
    };
    /** @description A promotion with what it did: orders holding a redemption now (cancelled ones gave theirs back). */
    PromotionListItem: {
      redemptions: number;
      /** @description The discounts of those orders. */
      discountGivenAED: number;
      /** @description The totals of those orders. */
      revenueAED: number;
      /** Format: uuid */
      id: string;
      /** @description Upper-cased, 3-32 of A-Z 0-9 - _; null: an automatic offer (applies without a code). */
      code: string | null;
      /** @enum {string} */
      kind: 'percent' | 'fixed' | 'freeDelivery';
      /** @description Percent (1-90) for `percent`, AED for `fixed`; 0 for `freeDelivery`. */
      value: number;
      appliesTo: {
        all?: boolean;
        categoryIds?: string[];
        productIds?: string[];
      };
      /** @description Compared with the subtotal before discount; null: none. */
      minSubtotalAED: number | null;
      /** Format: date-time */
      startsAt: string | null;
      /** Format: date-time */
      endsAt: string | null;
      /** @description Orders that may use it in all; null: no limit. */
      maxRedemptions: number | null;
      /** @description Orders one phone may place with it; null: no limit. */
      maxPerPhone: number | null;
      /** @description Only for a phone without an earlier order that was not cancelled. */
      firstOrderOnly: boolean;
      /** @description Lines at a sale price get no discount. */
      excludeSaleItems: boolean;
      /** @description A code that applies together with the best automatic offer instead of replacing it. */
      combinable: boolean;
      active: boolean;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    SystemInfo: {
      platform: string;
      version: string;
      environment: string;
      database: string;
      /** @description The message channels and whether each is configured (never a secret). */
      channels?: components['schemas']['MessageChannelsInfo'];
    };
    MessageChannelsInfo: {
      email: components['schemas']['MessageChannelInfo'];
      whatsapp: {
        configured: boolean;
        /** @description Email: the sender address (MAIL_FROM) when configured; WhatsApp: null. */
        from: string | null;
        /** @description The webhook can check signatures (WHATSAPP_APP_SECRET) and answer its challenge. */
        webhook: boolean;
      };
    };
    /** @description Whether a message channel is configured (environment variables; never their values). */
    MessageChannelInfo: {
      configured: boolean;
      /** @description Email: the sender address (MAIL_FROM) when configured; WhatsApp: null. */
      from: string | null;
    };
    /** @description The shop's VAT registration (owner only); `registered: false` is the default: no VAT at all. */
    VatSettings: {
      registered: boolean;
      /** @description Tax Registration Number: 15 digits. Empty while not registered. */
      trn: string;
      legalName: string;
      legalNameAr: string;
      address: string;
      addressAr: string;
      /** @description Whole percent, 0–100 (5 in the UAE). */
      ratePercent: number;
      /**
       * @description The order status that issues the tax invoice.
       * @enum {string}
       */
      invoiceAt: 'delivered' | 'confirmed';
    };
    /** @description Per event, per language: the new text (empty: the default). */
    MessageTemplatesInput: {
      delivered?: {
        en?: string;
        ar?: string;
      };
      order_placed?: {
        en?: string;
        ar?: string;
      };
      order_confirmed?: {
        en?: string;
        ar?: string;
      };
      out_for_delivery?: {
        en?: string;
        ar?: string;
      };
      cancelled?: {
        en?: string;
        ar?: string;
      };
      staff_new_order?: {
        en?: string;
        ar?: string;
      };
    };
    /** @description Every setting, as the admin console reads and saves them (`GET /api/admin/settings`). */
    AdminSettings: {
      /** @description null: none (the Arabic storefront shows its default tagline). */
      brandTaglineAr: string | null;
      /** @description Owners must enrol in two-step sign-in at their next sign-in. Default false. */
      requireTwoFactorForOwners: boolean;
      /** @description City → fee; a city not in it pays `deliveryAED`. Default: none. */
      deliveryByCityAED: {
        [key: string]: number;
      };
      /** @description At or above this subtotal delivery is free; null (the default): never. */
      freeDeliveryFromAED: number | null;
      /** @description Added to every order. Default 0. */
      codFeeAED: number;
      /** @description Orders with a larger total are refused; null (the default): no maximum. */
      codMaxOrderAED: number | null;
      /** @description Names staff pick when an order goes out for delivery; never public. */
      couriers: string[];
      /** @description The texts of the messages to customers and staff, per event and language, with the defaults filled in (placeholders {number} {name} {total} {trackingUrl} {courier} {reason}). */
      messageTemplates: {
        delivered: {
          en: string;
          ar: string;
        };
        order_placed: {
          en: string;
          ar: string;
        };
        order_confirmed: {
          en: string;
          ar: string;
        };
        out_for_delivery: {
          en: string;
          ar: string;
        };
        cancelled: {
          en: string;
          ar: string;
        };
        staff_new_order: {
          en: string;
          ar: string;
        };
      };
      deliveryAED: number;
      brandTagline: string;
      contactEmail: string;
      whatsappNumber: string;
      instagramHandle: string;
      /** @description Present (true) only when the shop is VAT-registered: the storefront says "Prices include VAT". */
      pricesIncludeVat?: boolean;
      /** @description ≤ 1,000 characters; placeholders {name} {orderNumber} {total} {items} {city} {trackUrl}. */
      confirmationTemplateEN: string;
      confirmationTemplateAR: string;
      /** @description PENDING orders older than this many hours are cancelled (reason UNREACHABLE, by `system`) and their stock released; 0 (the default) turns this off. Whole hours, 0 to 720. */
      autoCancelUnconfirmedHours: number;
    };
    Settings: {
      deliveryAED: number;
      brandTagline: string;
      /** @description The hero's tagline on the Arabic storefront; present only when staff gave one (without it Arabic pages show the catalog's Arabic default, never the English tagline). */
      brandTaglineAr?: string;
      contactEmail: string;
      whatsappNumber: string;
      instagramHandle: string;
      /** @description City → fee; a city not in it pays `deliveryAED`. Default: none. */
      deliveryByCityAED?: {
        [key: string]: number;
      };
      /** @description At or above this subtotal delivery is free; null (the default): never. */
      freeDeliveryFromAED?: number | null;
      /** @description Added to every order. Default 0. */
      codFeeAED?: number;
      /** @description Orders with a larger total are refused; null (the default): no maximum. */
      codMaxOrderAED?: number | null;
      /** @description Present (true) only when the shop is VAT-registered: the storefront says "Prices include VAT". */
      pricesIncludeVat?: boolean;
    };
    ProductBulkResponse: {
      results: components['schemas']['ProductBulkResult'][];
    };
    /** @description One product's outcome; a refusal carries the error code and message one call would get. */
    ProductBulkResult: {
      /** Format: uuid */
      id: string;
      ok: boolean;
      /** @enum {string} */
      code?:
        | 'OUT_OF_STOCK'
        | 'VALIDATION_FAILED'
        | 'UNAUTHENTICATED'
        | 'INVALID_CREDENTIALS'
        | 'INVALID_TWO_FACTOR_CODE'
        | 'TWO_FACTOR_ENROLMENT_REQUIRED'
        | 'TWO_FACTOR_STATE'
        | 'FORBIDDEN'
        | 'NOT_FOUND'
        | 'SKU_TAKEN'
        | 'SLUG_TAKEN'
        | 'CATEGORY_SLUG_TAKEN'
        | 'CATEGORY_IN_USE'
        | 'STOCK_PER_VARIANT'
        | 'TOTALS_CHANGED'
        | 'ORDER_CHANGED'
        | 'IDEMPOTENCY_KEY_REUSED'
        | 'COD_LIMIT_EXCEEDED'
        | 'ORDER_REMITTED'
        | 'REMITTANCE_REFUSED'
        | 'OUTSTANDING_CHANGED'
        | 'REQUEST_TIMEOUT'
        | 'PAYLOAD_TOO_LARGE'
        | 'UNSUPPORTED_MEDIA_TYPE'
        | 'THROTTLED'
        | 'INTERNAL_ERROR'
        | 'SERVICE_UNAVAILABLE'
        | 'INSUFFICIENT_STORAGE'
        | 'PHONE_BLOCKED'
        | 'PHONE_ALREADY_BLOCKED'
        | 'MALFORMED_REQUEST'
        | 'REQUEST_HEADERS_TOO_LARGE'
        | 'FORBIDDEN_ROLE'
        | 'LAST_OWNER'
        | 'USERNAME_TAKEN'
        | 'PROMO_UNKNOWN'
        | 'PROMO_NOT_STARTED'
        | 'PROMO_EXPIRED'
        | 'PROMO_MINIMUM'
        | 'PROMO_NOT_APPLICABLE'
        | 'PROMO_USED_UP'
        | 'PROMO_PHONE_LIMIT'
        | 'PROMO_FIRST_ORDER'
        | 'PROMOTION_USED'
        | 'PROMO_CODE_TAKEN'
        | 'MESSAGE_NOT_FAILED'
        | 'INVALID_SIGNATURE';
      message?: string;
    };
    ProductListResponse: {
      products: components['schemas']['Product'][];
      total: number;
    };
    Category: {
      /** Format: uuid */
      id: string;
      /** @example HOODIES */
      slug: string;
      /** @example Hoodies */
      name: string;
      /** @description The Arabic name for the /ar storefront, or null: the Arabic pages then show `name`. */
      nameAr?: string | null;
    };
    TwoFactorEnabledResponse: {
      /** @description Each works once in place of a code; shown only now (the shop keeps only their hashes). */
      recoveryCodes: string[];
    };
    TwoFactorSetupResponse: {
      /** @description `otpauth://totp/...`: what the QR code holds, for apps that take it typed. */
      otpauthUrl: string;
      /** @description The same URL as a QR code (an SVG document). */
      qrSvg: string;
    };
    TwoFactorStatus: {
      enabled: boolean;
      /** @description Unused recovery codes left (0 when off). */
      recoveryCodesLeft: number;
    };
    /** @description A staff account as the owner's Staff screen shows it. */
    StaffMember: {
      /** Format: uuid */
      id: string;
      /** @example sara */
      username: string;
      /** @example Sara */
      displayName: string;
      /** @enum {string} */
      role: 'owner' | 'manager' | 'agent' | 'packer';
      /** @description A disabled account cannot sign in; its sessions ended when it was disabled. */
      disabled: boolean;
      twoFactor: boolean;
      /** Format: date-time */
      createdAt: string;
      /** @description The account's new-order alerts: on, and where to (email and WhatsApp, null: none). */
      newOrderAlerts: boolean;
      email: string | null;
      whatsapp: string | null;
    };
    StaffList: {
      staff: components['schemas']['StaffMember'][];
    };
    /** @description `DELETE /api/admin/me/sessions`: how many other sessions ended. */
    EndedSessions: {
      ended: number;
    };
    AdminSessionList: {
      sessions: components['schemas']['AdminSession'][];
    };
    /** @description One signed-in session of the caller's account. */
    AdminSession: {
      /**
       * Format: uuid
       * @description Not the session's cookie: a digest of it, enough to end the session.
       */
      id: string;
      /**
       * Format: date-time
       * @description When it signed in; null for a session older than this record.
       */
      createdAt: string | null;
      /** Format: date-time */
      lastSeenAt: string;
      /** @description The address it signed in from, or null. */
      ip: string | null;
      /** @description The browser's User-Agent at sign-in, or null. */
      browser: string | null;
      /** @description The session of this request. */
      current: boolean;
    };
    /** @description `GET /api/admin/me`: the signed-in staff member and what their role may do. */
    AdminMe: {
      /** Format: uuid */
      id: string;
      /** @example admin */
      username: string;
      /** @example Sara */
      displayName: string;
      /** @enum {string} */
      role: 'owner' | 'manager' | 'agent' | 'packer';
      /** @description The permissions of the role, in contract/staff.ts's order. */
      permissions: (
        | 'delivery'
        | 'phoneSearch'
        | 'confirmation'
        | 'staff'
        | 'backups'
        | 'activity'
        | 'settings'
        | 'catalog'
        | 'dashboard'
        | 'orders'
        | 'orderDelete'
        | 'cash'
        | 'export'
        | 'promotions'
        | 'messages'
        | 'vat'
        | 'account'
      )[];
      /** @description Two-step sign-in is on for this account. */
      twoFactor: boolean;
      /** @description Where this account's new-order alerts go (null: none). */
      email: string | null;
      /** @description Normalised, +971XXXXXXXXX; null: none. */
      whatsapp: string | null;
      /** @description Send this account an alert (email and/or WhatsApp) for every new order. */
      newOrderAlerts: boolean;
    };
    MeResponse: {
      user: components['schemas']['AuthUser'];
    };
    AuthUser: {
      /** Format: uuid */
      id: string;
      username: string;
      /** @description Only present (true) while the admin still signs in with a password the shop generated. */
      mustChangePassword?: boolean;
    };
    LogoutResponse: {
      success: boolean;
    };
    LoginResponse: {
      success: boolean;
      user: components['schemas']['AuthUser'];
      /** @description Only present (true) when the shop requires owners to use two-step sign-in and this owner has not enrolled: the session may only enrol (`/api/admin/me/two-factor`) until confirmed. */
      twoFactorEnrolmentRequired?: boolean;
    };
    /** @description The password was right and the account uses two-step sign-in: no session yet, the code goes to `POST /api/auth/two-factor` within a few minutes. */
    TwoFactorRequiredResponse: {
      twoFactorRequired: boolean;
    };
    ActivityListResponse: {
      entries: components['schemas']['ActivityEntry'][];
      total: number;
    };
    /** @description One line of the activity log: who did what to which record, from where. */
    ActivityEntry: {
      /** Format: uuid */
      id: string;
      /** Format: date-time */
      at: string;
      /** @description Null for a failed sign-in with an unknown username. */
      actor: {
        /** Format: uuid */
        id: string | null;
        username: string | null;
      };
      /** @description e.g. `create`, `update`, `delete`, `status`, `sign-in`, `sign-in-failed`. */
      action: string;
      /** @description e.g. `product`, `category`, `settings`, `order`, `blocked-phone`, `remittance`, `account`. */
      entity: string;
      entityId: string | null;
      changes: components['schemas']['ActivityChanges'];
      ip: string | null;
    };
    /** @description A field's value before and after a change, `[before, after]` (null: it did not exist), as text: text as it is, anything else as its JSON (`"8000"`, `"true"`, `"[\"M\"]"`). */
    ActivityChanges: {
      [key: string]: (string | null)[];
    };
    UploadUrlResponse: {
      uploadURL: string;
    };
    UploadResponse: {
      /** @example /uploads/0123456789abcdef0123456789abcdef.webp */
      url: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type UploadUrlDto = components['schemas']['UploadUrlDto'];
export type UploadConfirmDto = components['schemas']['UploadConfirmDto'];
export type LoginDto = components['schemas']['LoginDto'];
export type TwoFactorCodeDto = components['schemas']['TwoFactorCodeDto'];
export type ChangePasswordRequest = components['schemas']['ChangePasswordRequest'];
export type UpdateProfileRequest = components['schemas']['UpdateProfileRequest'];
export type CreateStaffRequest = components['schemas']['CreateStaffRequest'];
export type UpdateStaffRequest = components['schemas']['UpdateStaffRequest'];
export type SetStaffPasswordRequest = components['schemas']['SetStaffPasswordRequest'];
export type CategoryInputDto = components['schemas']['CategoryInputDto'];
export type ProductBulkDto = components['schemas']['ProductBulkDto'];
export type ProductInputDto = components['schemas']['ProductInputDto'];
export type SettingsInputDto = components['schemas']['SettingsInputDto'];
export type VatSettingsInputDto = components['schemas']['VatSettingsInputDto'];
export type PromotionInputDto = components['schemas']['PromotionInputDto'];
export type PromotionPatchDto = components['schemas']['PromotionPatchDto'];
export type PlaceOrderItemDto = components['schemas']['PlaceOrderItemDto'];
export type PlaceOrderDto = components['schemas']['PlaceOrderDto'];
export type OrderFilterDto = components['schemas']['OrderFilterDto'];
export type BulkOrderDto = components['schemas']['BulkOrderDto'];
export type UpdateOrderStatusDto = components['schemas']['UpdateOrderStatusDto'];
export type OrderNoteDto = components['schemas']['OrderNoteDto'];
export type PromotionCheckDto = components['schemas']['PromotionCheckDto'];
export type BlockPhoneDto = components['schemas']['BlockPhoneDto'];
export type OutstandingFigures = components['schemas']['OutstandingFigures'];
export type RemittanceRequest = components['schemas']['RemittanceRequest'];
export type ReadinessResponse = components['schemas']['ReadinessResponse'];
export type LivenessResponse = components['schemas']['LivenessResponse'];
export type HealthResponse = components['schemas']['HealthResponse'];
export type OrderMessagesResponse = components['schemas']['OrderMessagesResponse'];
export type OutboxMessage = components['schemas']['OutboxMessage'];
export type MessageListResponse = components['schemas']['MessageListResponse'];
export type RemittanceListResponse = components['schemas']['RemittanceListResponse'];
export type Remittance = components['schemas']['Remittance'];
export type ApiErrorBody = components['schemas']['ApiErrorBody'];
export type OutstandingChangedBody = components['schemas']['OutstandingChangedBody'];
export type OutstandingOrdersResponse = components['schemas']['OutstandingOrdersResponse'];
export type OutstandingOrder = components['schemas']['OutstandingOrder'];
export type CashLedger = components['schemas']['CashLedger'];
export type CourierCash = components['schemas']['CourierCash'];
export type BlockedPhone = components['schemas']['BlockedPhone'];
export type BlockedPhoneList = components['schemas']['BlockedPhoneList'];
export type PromotionCheckResponse = components['schemas']['PromotionCheckResponse'];
export type AppliedPromotion = components['schemas']['AppliedPromotion'];
export type OrderNote = components['schemas']['OrderNote'];
export type OrderWithTimeline = components['schemas']['OrderWithTimeline'];
export type CustomerHistory = components['schemas']['CustomerHistory'];
export type OrderStatusChange = components['schemas']['OrderStatusChange'];
export type OrderItem = components['schemas']['OrderItem'];
export type OrderTimelineEntry = components['schemas']['OrderTimelineEntry'];
export type AdminStats = components['schemas']['AdminStats'];
export type OrderRates = components['schemas']['OrderRates'];
export type DailyStat = components['schemas']['DailyStat'];
export type Product = components['schemas']['Product'];
export type VariantStock = components['schemas']['VariantStock'];
export type Order = components['schemas']['Order'];
export type BulkOrderResponse = components['schemas']['BulkOrderResponse'];
export type BulkOrderResult = components['schemas']['BulkOrderResult'];
export type OrderListResponse = components['schemas']['OrderListResponse'];
export type TrackedOrder = components['schemas']['TrackedOrder'];
export type PlaceOrderResponse = components['schemas']['PlaceOrderResponse'];
export type PromoErrorBody = components['schemas']['PromoErrorBody'];
export type CodLimitBody = components['schemas']['CodLimitBody'];
export type StockConflictBody = components['schemas']['StockConflictBody'];
export type TotalsConflictBody = components['schemas']['TotalsConflictBody'];
export type TotalsConflictLine = components['schemas']['TotalsConflictLine'];
export type VatReport = components['schemas']['VatReport'];
export type VatReportRow = components['schemas']['VatReportRow'];
export type TaxDocument = components['schemas']['TaxDocument'];
export type TaxDocumentLine = components['schemas']['TaxDocumentLine'];
export type PublicOfferList = components['schemas']['PublicOfferList'];
export type PublicOffer = components['schemas']['PublicOffer'];
export type Promotion = components['schemas']['Promotion'];
export type PromotionListResponse = components['schemas']['PromotionListResponse'];
export type PromotionListItem = components['schemas']['PromotionListItem'];
export type SystemInfo = components['schemas']['SystemInfo'];
export type MessageChannelsInfo = components['schemas']['MessageChannelsInfo'];
export type MessageChannelInfo = components['schemas']['MessageChannelInfo'];
export type VatSettings = components['schemas']['VatSettings'];
export type MessageTemplatesInput = components['schemas']['MessageTemplatesInput'];
export type AdminSettings = components['schemas']['AdminSettings'];
export type Settings = components['schemas']['Settings'];
export type ProductBulkResponse = components['schemas']['ProductBulkResponse'];
export type ProductBulkResult = components['schemas']['ProductBulkResult'];
export type ProductListResponse = components['schemas']['ProductListResponse'];
export type Category = components['schemas']['Category'];
export type TwoFactorEnabledResponse = components['schemas']['TwoFactorEnabledResponse'];
export type TwoFactorSetupResponse = components['schemas']['TwoFactorSetupResponse'];
export type TwoFactorStatus = components['schemas']['TwoFactorStatus'];
export type StaffMember = components['schemas']['StaffMember'];
export type StaffList = components['schemas']['StaffList'];
export type EndedSessions = components['schemas']['EndedSessions'];
export type AdminSessionList = components['schemas']['AdminSessionList'];
export type AdminSession = components['schemas']['AdminSession'];
export type AdminMe = components['schemas']['AdminMe'];
export type MeResponse = components['schemas']['MeResponse'];
export type AuthUser = components['schemas']['AuthUser'];
export type LogoutResponse = components['schemas']['LogoutResponse'];
export type LoginResponse = components['schemas']['LoginResponse'];
export type TwoFactorRequiredResponse = components['schemas']['TwoFactorRequiredResponse'];
export type ActivityListResponse = components['schemas']['ActivityListResponse'];
export type ActivityEntry = components['schemas']['ActivityEntry'];
export type ActivityChanges = components['schemas']['ActivityChanges'];
export type UploadUrlResponse = components['schemas']['UploadUrlResponse'];
export type UploadResponse = components['schemas']['UploadResponse'];
export type $defs = Record<string, never>;
export interface operations {
  UploadsController_upload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          image?: string;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadResponse'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  UploadsController_createUrl: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UploadUrlDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadUrlResponse'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  UploadsController_confirm: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UploadConfirmDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadResponse'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  UploadsController_receive: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The bytes are stored; confirm them next */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  ActivityController_list: {
    parameters: {
      query?: {
        page?: number;
        /** @description A username or an account id */
        actor?: string;
        entity?: string;
        entityId?: string;
        from?: string;
        to?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ActivityListResponse'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  AuthController_login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginDto'];
      };
    };
    responses: {
      /** @description Signed in; or, for an account with two-step sign-in, TwoFactorRequiredResponse */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginResponse'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  AuthController_twoFactorStep: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TwoFactorCodeDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginResponse'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  AuthController_logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LogoutResponse'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  AuthController_me: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MeResponse'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  AccountController_changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangePasswordRequest'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MeResponse'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  MeController_me: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminMe'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  MeController_updateProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateProfileRequest'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminMe'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  MeController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminSessionList'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  MeController_endOthers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EndedSessions'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  MeController_end: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  StaffController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffList'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  StaffController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateStaffRequest'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffMember'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  StaffController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateStaffRequest'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffMember'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  StaffController_setPassword: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SetStaffPasswordRequest'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffMember'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  TwoFactorController_status: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TwoFactorStatus'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  TwoFactorController_begin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TwoFactorSetupResponse'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  TwoFactorController_disable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TwoFactorCodeDto'];
      };
    };
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  TwoFactorController_confirm: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TwoFactorCodeDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TwoFactorEnabledResponse'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  CategoriesController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Category'][];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  CategoriesController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CategoryInputDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Category'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  CategoriesController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CategoryInputDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Category'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  CategoriesController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  ProductsController_list: {
    parameters: {
      query?: {
        page?: number;
        category?: string;
        featured?: boolean;
        search?: string;
        sort?: 'newest' | 'price_asc' | 'price_desc' | 'name_asc';
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductListResponse'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  ProductsController_findOne: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slugOrId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Product'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  ProductsController_adminList: {
    parameters: {
      query?: {
        page?: number;
        category?: string;
        search?: string;
        sort?: 'newest' | 'name_asc' | 'price_asc' | 'price_desc' | 'stock_asc' | 'stock_desc';
        stock?: 'in_stock' | 'low' | 'sold_out';
        status?: 'active' | 'draft';
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductListResponse'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  ProductsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProductInputDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Product'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  ProductsController_bulk: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProductBulkDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductBulkResponse'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  ProductsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProductInputDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Product'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  ProductsController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  SettingsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Settings'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  SettingsController_adminSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminSettings'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  SettingsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SettingsInputDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Settings'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  SettingsController_vat: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VatSettings'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  SettingsController_updateVat: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VatSettingsInputDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VatSettings'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  SettingsController_system: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SystemInfo'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  PromotionsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PromotionListResponse'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  PromotionsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PromotionInputDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Promotion'];
        };
      };
      /** @description PROMO_CODE_TAKEN */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  PromotionsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Promotion'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  PromotionsController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description PROMOTION_USED: orders hold redemptions */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  PromotionsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PromotionPatchDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Promotion'];
        };
      };
      /** @description PROMO_CODE_TAKEN */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  PublicOffersController_offers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublicOfferList'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  VatController_invoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TaxDocument'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  VatController_creditNote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TaxDocument'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  VatController_report: {
    parameters: {
      query: {
        from: string;
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VatReport'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  VatController_csv: {
    parameters: {
      query: {
        from: string;
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description UTF-8 CSV with a BOM and a header row, credit notes negative */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string;
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrderExportController_export: {
    parameters: {
      query?: {
        status?: ('PENDING' | 'CONFIRMED' | 'OUT_FOR_DELIVERY' | 'DELIVERED' | 'CANCELLED')[];
        /** @description an order number or a part, a phone in any form or a part, a part of the customer's name */
        q?: string;
        /** @description YYYY-MM-DD, the shop's time zone */
        from?: string;
        /** @description inclusive */
        to?: string;
        city?: (
          | 'Dubai'
          | 'Abu Dhabi'
          | 'Sharjah'
          | 'Ajman'
          | 'Ras Al Khaimah'
          | 'Fujairah'
          | 'Umm Al Quwain'
          | 'Al Ain'
        )[];
        courier?: string[];
        /** @description at most 500 */
        ids?: string[];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description UTF-8 CSV with a BOM and a header row, one row per order, oldest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string;
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrdersController_place: {
    parameters: {
      query?: never;
      header?: {
        /** @description at most 100 characters */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PlaceOrderDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlaceOrderResponse'];
        };
      };
      /** @description TOTALS_CHANGED (the current figures), OUT_OF_STOCK (what is left), COD_LIMIT_EXCEEDED, or a PROMO_* code that no longer holds */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | components['schemas']['TotalsConflictBody']
            | components['schemas']['StockConflictBody']
            | components['schemas']['CodLimitBody']
            | components['schemas']['PromoErrorBody'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrdersController_track: {
    parameters: {
      query: {
        orderNumber: string;
        phone: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrackedOrder'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrdersController_trackedInvoice: {
    parameters: {
      query: {
        orderNumber: string;
        phone: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TaxDocument'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrdersController_list: {
    parameters: {
      query?: {
        status?: ('PENDING' | 'CONFIRMED' | 'OUT_FOR_DELIVERY' | 'DELIVERED' | 'CANCELLED')[];
        /** @description an order number or a part, a phone in any form or a part, a part of the customer's name */
        q?: string;
        /** @description YYYY-MM-DD, the shop's time zone */
        from?: string;
        /** @description inclusive */
        to?: string;
        city?: (
          | 'Dubai'
          | 'Abu Dhabi'
          | 'Sharjah'
          | 'Ajman'
          | 'Ras Al Khaimah'
          | 'Fujairah'
          | 'Umm Al Quwain'
          | 'Al Ain'
        )[];
        courier?: string[];
        /** @description at most 500 */
        ids?: string[];
        page?: number;
        phone?: string;
        sort?: 'newest' | 'oldest' | 'total';
        withCustomer?: boolean;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderListResponse'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrdersController_bulkAction: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BulkOrderDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkOrderResponse'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrdersController_findOne: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Order'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrdersController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrdersController_updateStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateOrderStatusDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Order'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrdersController_adminStats: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminStats'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrderPageController_byNumber: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderNumber: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderWithTimeline'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrderPageController_addNote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OrderNoteDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderNote'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  PromotionCheckController_check: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PromotionCheckDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PromotionCheckResponse'];
        };
      };
      /** @description PROMO_* with its message (PROMO_MINIMUM: missingAED) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PromoErrorBody'];
        };
      };
      /** @description THROTTLED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  BlockedPhonesController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BlockedPhoneList'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  BlockedPhonesController_block: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BlockPhoneDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BlockedPhone'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  BlockedPhonesController_unblock: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        phone: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  CashController_ledger: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CashLedger'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  CashController_outstanding: {
    parameters: {
      query: {
        page?: number;
        courier: string;
        /** @description part of an order number */
        q?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OutstandingOrdersResponse'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  CashController_remittances: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RemittanceListResponse'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  CashController_remit: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RemittanceRequest'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Remittance'];
        };
      };
      /** @description REMITTANCE_REFUSED: an order is not delivered, another courier’s, or remitted; OUTSTANDING_CHANGED (allOutstanding): the figures are no longer the current ones */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  MessagesController_list: {
    parameters: {
      query?: {
        page?: number;
        status?: 'queued' | 'sent' | 'delivered' | 'read' | 'failed' | 'skipped';
        channel?: 'email' | 'whatsapp';
        /** @description An order number (dashes optional) or an order id */
        order?: string;
        from?: string;
        to?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageListResponse'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  MessagesController_resend: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OutboxMessage'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrderMessagesController_list: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderMessagesResponse'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  HealthController_check: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthResponse'];
        };
      };
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthResponse'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  HealthController_live: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LivenessResponse'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  HealthController_ready: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReadinessResponse'];
        };
      };
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReadinessResponse'];
        };
      };
      /** @description An error: {statusCode, code, message, errors?} */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
}
