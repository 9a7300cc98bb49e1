import type { Language } from '@petshop/contracts/language';
import { PET_SIZE_LABELS } from '@petshop/contracts/grooming-terms';
import { ORDER_TOTAL_LABELS, PAYMENT_METHOD_LABELS } from '@petshop/contracts/labels';

// The words of every mail the shop sends a customer, in each language (issue 34, decision 134).
// `{name}` marks a value the mail fills in; the Arabic table must have every English entry (the
// typecheck), and each with the same values (mail-texts.test.ts).

const en = {
  greeting: 'Hello {name},',
  greetingNoName: 'Hello,',
  questions: 'Questions? Call {phone} or write to {email}.',
  atDubaiTime: '{moment} (Dubai time)',

  // An order's lines, as every mail about its money prints them (issue 28).
  subtotal: 'Subtotal: {amount}',
  delivery: 'Delivery: {amount}',
  deliveryFree: 'Delivery: free',
  discount: 'Discount: -{amount}',
  discountWithCode: 'Discount ({code}): -{amount}',
  totalPlain: ORDER_TOTAL_LABELS.plain,
  totalPayOnDelivery: ORDER_TOTAL_LABELS.payOnDelivery,
  vatIncluded: ' (VAT included)',
  paymentCod: `Payment: ${PAYMENT_METHOD_LABELS.cod}`,
  paymentCard: `Payment: ${PAYMENT_METHOD_LABELS.card}, paid`,
  paymentCardTransaction: `Payment: ${PAYMENT_METHOD_LABELS.card}, paid (transaction {transaction})`,
  deliveryAddress: 'Delivery address:',
  deliveryAddressAsEntered: 'Delivery address: as entered at checkout (see My Orders).',
  promise: 'We prepare orders within 24 hours.',
  promiseBy: 'We prepare orders within 24 hours. Arrives by {day}.',

  orderConfirmedSubject: 'Your order {number} is confirmed',
  orderThanks: 'Thank you for shopping with {shop}. We have received your order {number}.',

  // A card payment that arrived after its checkout closed.
  checkoutReference: 'checkout #{id}',
  orderReference: 'order {number}',
  lateRefundedSubject: 'Your payment for {reference} has been refunded',
  lateRefundDueSubject: 'Your payment for {reference} will be refunded',
  lateWhy:
    'Your card payment for {reference} reached us after that checkout had closed (a newer checkout replaced it, or it expired), so the order was not placed:',
  latePaid: 'Paid: {amount}',
  lateRefunded: 'We have refunded {amount} to your card; banks usually show it within 5-10 days.',
  lateRefundDue: 'We will refund {amount} to your card; you do not need to do anything.',
  lateCart: 'The items are still in your cart if you would like to check out again.',

  // The status staff set.
  processingSubject: 'We are preparing your order {number}',
  processingBody: 'Your order {number} is being prepared. We will e-mail you again when it ships.',
  shippedSubject: 'Your order {number} has shipped',
  shippedBody: 'Your order {number} is on its way.',
  carrier: 'Carrier: {carrier}',
  trackingNumber: 'Tracking number: {tracking}',
  estimatedDelivery: 'Estimated delivery: {day}',
  deliveredSubject: 'Your order {number} was delivered',
  deliveredBody: 'Your order {number} was delivered. We hope your pet enjoys it!',
  cancelledSubject: 'Your order {number} was cancelled',
  cancelledBody: 'Your order {number} was cancelled.',
  youPaid: 'You paid:',
  nothingCharged: 'Nothing was charged.',
  cardRefundComing:
    'The {amount} you paid by card will be refunded to your card; we will e-mail you when it is done.',
  cashHandedBack: 'The {amount} you paid is handed back to you in cash.',

  // Refunds (decision 060).
  refundSubject: 'Refund of {amount} for order {number}',
  refundedToCard:
    'We have refunded {amount} for order {number} to your card; banks usually show it within 5-10 days.',
  refundedInCash: 'We handed {amount} back to you in cash for order {number}.',
  refundedHeading: 'Refunded:',
  refundedSoFar: 'Refunded so far: {refunded} of the {total} paid.',
  refundedDeliveryFee: 'Delivery fee: {amount}',
  anItem: 'an item',

  // The account.
  resetSubject: 'Choose a new password for {shop}',
  resetAsked:
    'Someone (we hope you) asked to reset the password of your account. Choose a new one here:',
  resetValidity:
    'The link works for one hour and only once. If you did not ask, ignore this email: your password stays as it is.',
  passwordChangedSubject: 'Your {shop} password was changed',
  passwordChangedEverywhere:
    'The password of your account was changed on {moment}, and every device was signed out.',
  passwordChangedOtherDevices:
    'The password of your account was changed on {moment}, and every other device was signed out.',
  notYou: 'If this was not you, reply to this email or call {phone} at once.',
  verifySubject: 'Confirm your email address for {shop}',
  verifyNewSubject: 'Confirm your new email address for {shop}',
  verifyAsk: 'Please confirm that this is your email address by opening this link:',
  verifyNewAsk:
    'You asked to use this address for your account. Open this link to confirm it; your account changes to it only then:',
  verifyValidity:
    'The link works for 24 hours and only once. If you did not ask for it, ignore this email.',
  emailChangedSubject: 'Your {shop} email address was changed',
  emailChangedBody:
    'On {moment} the email address of your account was changed from {old} to {new}. We will write to the new address from now on.',
  deletedSubject: 'Your {shop} account has been deleted',
  deletedBody: 'As you asked, your {shop} account was deleted on {moment} (Dubai time).',
  deletedErased:
    'Your name, email address, phone number, saved addresses, cart and wishlist have been erased, and you have been signed out everywhere.',
  deletedOrdersKept:
    'We keep your past orders for our accounts, as the law requires, without your name, contact details or street address.',
  deletedWelcomeBack: 'You are welcome to register again with this email address at any time.',
  deletedNotYou: 'If you did not ask for this, call {phone} or write to {email}.',
  wrongCodesSubject: 'Wrong sign-in codes on your {shop} account',
  wrongCodesBody:
    'Someone signed in to your {shop} account with the right password, then entered wrong codes from an authenticator app.',
  wrongCodesAdvice:
    'If this was not you, someone knows your password: change it now in Sign-in & security, and sign out the devices you do not know.',
  wrongCodesLimit:
    'After {count} wrong codes in 24 hours we accept only your recovery codes until the day is over.',

  // Back in stock (issue 33).
  backInStockSubject: '{product} is back in stock',
  backInStockNews: 'Good news: {product} is back in stock at {shop}.',
  backInStockSee: 'See it and order: {link}',
  backInStockOnce:
    'You asked us to e-mail you once when it was back: this is that e-mail, and the alert has ended.',
  backInStockThisAlert: 'This alert: {link}',
  backInStockNoMore: 'No more back-in-stock e-mails: {link}',

  // Review requests (issue 33).
  reviewSubject: 'How was your order {number}? Review what you bought',
  reviewAsk:
    'Your order {number} was delivered a few days ago. Other pet owners would like to know what you think of it: a rating takes a few seconds.',
  reviewOnce: 'You get this e-mail once per order. To get no more review requests, open {link}',

  // Grooming booking requests and appointments (issues 18 and 31).
  appointmentAt: '{day} at {time}',
  bookingAckSubject: 'We received your grooming booking request {reference}',
  bookingAckThanks:
    "Thank you for choosing {shop} for your pet's grooming. We have received your booking request.",
  bookingReference: 'Booking reference: {reference}',
  petType: 'Pet type: {pet}',
  bookingAckNext:
    'What happens next: a member of our grooming team will call you on the phone number you gave us to agree the date, the time and the package. Your appointment is confirmed once we have spoken.',
  bookingAckNotYou: 'Did not make this request? Please ignore this e-mail, or tell us at {email}.',
  bookingAckReach: 'Questions, or need to change something? Quote {reference} and reach us at:',
  contactPhone: 'Phone: {phone}',
  contactEmail: 'Email: {email}',
  contactAddress: 'Address: {address}',
  businessHours: 'Business hours: {hours}',
  signOff: '{tagline},',
  bookingConfirmedSubject: 'Your grooming appointment {reference} is confirmed for {when}',
  bookingMovedSubject: 'New time for your grooming appointment {reference}: {when}',
  bookingConfirmedBody: 'Your {service} grooming appointment is confirmed.',
  bookingMovedBody: 'Your {service} grooming appointment has moved to a new time.',
  dateAndTime: 'Date and time: {when} (Dubai time)',
  where: 'Where: {address}',
  arriveEarlyOrTell:
    'Please arrive a few minutes early. If you cannot make it, let us know so we can offer the time to another pet.',
  bookingCancelledSubject: 'Your grooming booking {reference} was cancelled',
  bookingCancelledBody: 'Your grooming booking {reference} has been cancelled.',
  bookAgain: 'Would you like another time? Book again on our website or call us.',
  bookingQuestions:
    'Questions, or need to change something? Quote {reference} and call {phone} or write to {email}.',
  appointmentConfirmedSubject: 'Your grooming appointment on {when} is confirmed ({reference})',
  appointmentConfirmedBody:
    'Your grooming appointment is confirmed for {when} (Dubai time), until {until}.',
  appointmentMovedBody:
    'Your grooming appointment has moved to {when} (Dubai time), until {until}.',
  pet: 'Pet: {pet}',
  appointmentTotal: 'Total: {amount}, paid at the shop.',
  privateLink: 'To cancel or move it, up to 24 hours before, use your private link: {link}',
  appointmentQuestions:
    'Need to cancel or move it? Quote {reference} and call {phone} or write to {email}.',
  reminderSubject: 'Reminder: grooming tomorrow, {when} ({reference})',
  reminderBody: 'A reminder of your grooming appointment on {when} (Dubai time).',
  arriveEarly: 'Please arrive a few minutes early.',
  reminderQuestions: 'Cannot make it? Quote {reference} and call {phone}.',
  // The appointment's calendar file (.ics): its event's title and notes.
  calendarSummary: 'Grooming: {services} ({reference})',
  calendarDescription: '{pet}. Total {amount}, paid at the shop. To cancel or move it: {link}',
  petDog: 'Dog',
  petCat: 'Cat',
  petBird: 'Bird',
  petOthers: 'Others',
  petSizeDogSmall: PET_SIZE_LABELS.dog_small,
  petSizeDogMedium: PET_SIZE_LABELS.dog_medium,
  petSizeDogLarge: PET_SIZE_LABELS.dog_large,
  petSizeCat: PET_SIZE_LABELS.cat,
  petSizeBird: PET_SIZE_LABELS.bird,
  petSizeOther: PET_SIZE_LABELS.other,
} as const;

/** Every mail text, by its name: the Arabic table must have each English one. */
export type MailTexts = { readonly [K in keyof typeof en]: string };

const ar = {
  greeting: 'مرحباً {name}،',
  greetingNoName: 'مرحباً،',
  questions: 'لأي استفسار، اتصل بنا على {phone} أو راسلنا على {email}.',
  atDubaiTime: '{moment} (بتوقيت دبي)',

  subtotal: 'المجموع الفرعي: {amount}',
  delivery: 'التوصيل: {amount}',
  deliveryFree: 'التوصيل: مجاناً',
  discount: 'الخصم: {amount}',
  discountWithCode: 'الخصم (القسيمة {code}): {amount}',
  totalPlain: 'الإجمالي',
  totalPayOnDelivery: 'الإجمالي المستحق عند الاستلام',
  vatIncluded: ' (شامل ضريبة القيمة المضافة)',
  paymentCod: 'طريقة الدفع: الدفع عند الاستلام',
  paymentCard: 'طريقة الدفع: بطاقة، تم الدفع',
  paymentCardTransaction: 'طريقة الدفع: بطاقة، تم الدفع (رقم العملية {transaction})',
  deliveryAddress: 'عنوان التوصيل:',
  deliveryAddressAsEntered: 'عنوان التوصيل: كما أدخلته عند إتمام الطلب (راجع قسم طلباتي).',
  promise: 'نجهّز الطلبات خلال 24 ساعة.',
  promiseBy: 'نجهّز الطلبات خلال 24 ساعة. يصلك الطلب بحلول {day}.',

  orderConfirmedSubject: 'تم تأكيد طلبك رقم {number}',
  orderThanks: 'شكراً لتسوقك من {shop}. لقد استلمنا طلبك رقم {number}.',

  checkoutReference: 'عملية الدفع رقم {id}',
  orderReference: 'الطلب رقم {number}',
  lateRefundedSubject: 'تم استرداد المبلغ الذي دفعته مقابل {reference}',
  lateRefundDueSubject: 'سيتم استرداد المبلغ الذي دفعته مقابل {reference}',
  lateWhy:
    'وصلتنا دفعتك بالبطاقة مقابل {reference} بعد إغلاق عملية الدفع تلك (إما لأنها استُبدلت بعملية أحدث أو لانتهاء مدتها)، لذلك لم يُسجَّل الطلب:',
  latePaid: 'المبلغ المدفوع: {amount}',
  lateRefunded: 'أعدنا مبلغ {amount} إلى بطاقتك، وعادةً ما يظهر في حسابك البنكي خلال 5 إلى 10 أيام.',
  lateRefundDue: 'سنعيد مبلغ {amount} إلى بطاقتك، ولا يلزمك القيام بأي إجراء.',
  lateCart: 'لا تزال المنتجات في سلة التسوق إذا رغبت في إتمام الطلب من جديد.',

  processingSubject: 'نعمل على تجهيز طلبك رقم {number}',
  processingBody: 'طلبك رقم {number} قيد التجهيز الآن، وسنراسلك مجدداً عند شحنه.',
  shippedSubject: 'تم شحن طلبك رقم {number}',
  shippedBody: 'طلبك رقم {number} في الطريق إليك.',
  carrier: 'شركة الشحن: {carrier}',
  trackingNumber: 'رقم التتبع: {tracking}',
  estimatedDelivery: 'موعد التوصيل المتوقع: {day}',
  deliveredSubject: 'تم توصيل طلبك رقم {number}',
  deliveredBody: 'تم توصيل طلبك رقم {number}. نتمنى أن ينال إعجاب حيوانك الأليف!',
  cancelledSubject: 'تم إلغاء طلبك رقم {number}',
  cancelledBody: 'تم إلغاء طلبك رقم {number}.',
  youPaid: 'المبلغ الذي دفعته:',
  nothingCharged: 'لم نحصّل منك أي مبلغ.',
  cardRefundComing:
    'سنعيد مبلغ {amount} الذي دفعته بالبطاقة إلى بطاقتك، وسنراسلك عند إتمام الاسترداد.',
  cashHandedBack: 'سنعيد إليك مبلغ {amount} الذي دفعته نقداً.',

  refundSubject: 'استرداد {amount} للطلب رقم {number}',
  refundedToCard:
    'أعدنا مبلغ {amount} للطلب رقم {number} إلى بطاقتك، وعادةً ما يظهر في حسابك البنكي خلال 5 إلى 10 أيام.',
  refundedInCash: 'أعدنا إليك مبلغ {amount} نقداً للطلب رقم {number}.',
  refundedHeading: 'المبالغ المستردة:',
  refundedSoFar: 'إجمالي ما استرددته حتى الآن: {refunded} من أصل {total} مدفوعة.',
  refundedDeliveryFee: 'رسوم التوصيل: {amount}',
  anItem: 'منتج',

  resetSubject: 'اختر كلمة مرور جديدة لحسابك في {shop}',
  resetAsked:
    'تلقّينا طلباً لإعادة تعيين كلمة مرور حسابك (ونأمل أن يكون منك). اختر كلمة مرور جديدة من هنا:',
  resetValidity:
    'يعمل الرابط لمدة ساعة واحدة ولمرة واحدة فقط. إذا لم تطلب ذلك، فتجاهل هذه الرسالة وستبقى كلمة المرور كما هي.',
  passwordChangedSubject: 'تم تغيير كلمة مرور حسابك في {shop}',
  passwordChangedEverywhere:
    'تم تغيير كلمة مرور حسابك في {moment}، وتم تسجيل الخروج من جميع الأجهزة.',
  passwordChangedOtherDevices:
    'تم تغيير كلمة مرور حسابك في {moment}، وتم تسجيل الخروج من جميع الأجهزة الأخرى.',
  notYou: 'إذا لم تقم بذلك، فرُدّ على هذه الرسالة أو اتصل بنا فوراً على {phone}.',
  verifySubject: 'أكّد بريدك الإلكتروني لدى {shop}',
  verifyNewSubject: 'أكّد بريدك الإلكتروني الجديد لدى {shop}',
  verifyAsk: 'يرجى تأكيد أن هذا هو بريدك الإلكتروني بفتح هذا الرابط:',
  verifyNewAsk:
    'طلبتَ استخدام هذا العنوان لحسابك. افتح هذا الرابط لتأكيده، ولن يتغيّر عنوان حسابك إليه إلا بعد ذلك:',
  verifyValidity: 'يعمل الرابط لمدة 24 ساعة ولمرة واحدة فقط. إذا لم تطلبه، فتجاهل هذه الرسالة.',
  emailChangedSubject: 'تم تغيير البريد الإلكتروني لحسابك في {shop}',
  emailChangedBody:
    'في {moment} تم تغيير البريد الإلكتروني لحسابك من {old} إلى {new}. سنراسلك على العنوان الجديد من الآن فصاعداً.',
  deletedSubject: 'تم حذف حسابك في {shop}',
  deletedBody: 'بناءً على طلبك، تم حذف حسابك في {shop} في {moment} (بتوقيت دبي).',
  deletedErased:
    'تم مسح اسمك وبريدك الإلكتروني ورقم هاتفك وعناوينك المحفوظة وسلة التسوق وقائمة الأمنيات، وتم تسجيل خروجك من جميع الأجهزة.',
  deletedOrdersKept:
    'نحتفظ بطلباتك السابقة في سجلاتنا المحاسبية كما يقتضي القانون، دون اسمك أو بيانات التواصل أو عنوانك.',
  deletedWelcomeBack: 'يسعدنا أن تسجّل من جديد بهذا البريد الإلكتروني في أي وقت.',
  deletedNotYou: 'إذا لم تطلب ذلك، فاتصل بنا على {phone} أو راسلنا على {email}.',
  wrongCodesSubject: 'رموز تسجيل دخول خاطئة في حسابك لدى {shop}',
  wrongCodesBody:
    'سجّل أحدهم الدخول إلى حسابك في {shop} بكلمة المرور الصحيحة، ثم أدخل رموزاً خاطئة من تطبيق المصادقة.',
  wrongCodesAdvice:
    'إذا لم تكن أنت، فهناك من يعرف كلمة مرورك: غيّرها الآن من قسم تسجيل الدخول والأمان، وسجّل الخروج من الأجهزة التي لا تعرفها.',
  wrongCodesLimit:
    'بعد {count} رموز خاطئة خلال 24 ساعة، لن نقبل سوى رموز الاسترداد حتى نهاية اليوم.',

  backInStockSubject: '{product} متوفر مجدداً',
  backInStockNews: 'خبر سار: {product} متوفر مجدداً لدى {shop}.',
  backInStockSee: 'شاهده واطلبه من هنا: {link}',
  backInStockOnce:
    'طلبتَ منا أن نراسلك مرة واحدة عند توفره من جديد، وهذه هي الرسالة، وقد انتهى التنبيه.',
  backInStockThisAlert: 'إلغاء هذا التنبيه: {link}',
  backInStockNoMore: 'إيقاف رسائل توفر المنتجات من جديد: {link}',

  reviewSubject: 'ما رأيك في طلبك رقم {number}؟ قيّم مشترياتك',
  reviewAsk:
    'تم توصيل طلبك رقم {number} قبل بضعة أيام. يودّ أصحاب الحيوانات الأليفة الآخرون معرفة رأيك فيه، ولن يستغرق التقييم سوى ثوانٍ.',
  reviewOnce: 'تصلك هذه الرسالة مرة واحدة لكل طلب. لإيقاف طلبات التقييم، افتح {link}',

  appointmentAt: '{day} الساعة {time}',
  bookingAckSubject: 'استلمنا طلب حجز موعد العناية رقم {reference}',
  bookingAckThanks: 'شكراً لاختيارك {shop} للعناية بحيوانك الأليف. لقد استلمنا طلب الحجز الخاص بك.',
  bookingReference: 'رقم الحجز: {reference}',
  petType: 'نوع الحيوان: {pet}',
  bookingAckNext:
    'الخطوة التالية: سيتصل بك أحد أعضاء فريق العناية على رقم الهاتف الذي زودتنا به للاتفاق على التاريخ والوقت والباقة. يتأكد موعدك بعد هذه المكالمة.',
  bookingAckNotYou: 'لم تطلب هذا الحجز؟ تجاهل هذه الرسالة، أو أخبرنا على {email}.',
  bookingAckReach: 'لأي استفسار أو تعديل، اذكر رقم الحجز {reference} وتواصل معنا عبر:',
  contactPhone: 'الهاتف: {phone}',
  contactEmail: 'البريد الإلكتروني: {email}',
  contactAddress: 'العنوان: {address}',
  businessHours: 'ساعات العمل: {hours}',
  signOff: '{tagline}،',
  bookingConfirmedSubject: 'تم تأكيد موعد العناية رقم {reference} في {when}',
  bookingMovedSubject: 'موعد جديد للعناية رقم {reference}: {when}',
  bookingConfirmedBody: 'تم تأكيد موعد العناية بحيوانك الأليف ({service}).',
  bookingMovedBody: 'تم نقل موعد العناية بحيوانك الأليف ({service}) إلى وقت جديد.',
  dateAndTime: 'التاريخ والوقت: {when} (بتوقيت دبي)',
  where: 'المكان: {address}',
  arriveEarlyOrTell:
    'يرجى الحضور قبل الموعد ببضع دقائق. وإذا تعذّر عليك الحضور، فأخبرنا لنتيح الموعد لحيوان أليف آخر.',
  bookingCancelledSubject: 'تم إلغاء حجز العناية رقم {reference}',
  bookingCancelledBody: 'تم إلغاء حجز العناية رقم {reference}.',
  bookAgain: 'هل تود حجز موعد آخر؟ احجز مجدداً عبر موقعنا أو اتصل بنا.',
  bookingQuestions:
    'لأي استفسار أو تعديل، اذكر رقم الحجز {reference} واتصل بنا على {phone} أو راسلنا على {email}.',
  appointmentConfirmedSubject: 'تم تأكيد موعد العناية في {when} (رقم الحجز {reference})',
  appointmentConfirmedBody: 'تم تأكيد موعد العناية في {when} (بتوقيت دبي)، حتى الساعة {until}.',
  appointmentMovedBody: 'تم نقل موعد العناية إلى {when} (بتوقيت دبي)، حتى الساعة {until}.',
  pet: 'الحيوان الأليف: {pet}',
  appointmentTotal: 'الإجمالي: {amount}، يُدفع في المتجر.',
  privateLink: 'لإلغاء الموعد أو تغييره قبل 24 ساعة على الأقل، استخدم رابطك الخاص: {link}',
  appointmentQuestions:
    'تريد إلغاء الموعد أو تغييره؟ اذكر رقم الحجز {reference} واتصل بنا على {phone} أو راسلنا على {email}.',
  reminderSubject: 'تذكير: موعد العناية غداً، {when} (رقم الحجز {reference})',
  reminderBody: 'نذكّرك بموعد العناية بحيوانك الأليف في {when} (بتوقيت دبي).',
  arriveEarly: 'يرجى الحضور قبل الموعد ببضع دقائق.',
  reminderQuestions: 'لا يمكنك الحضور؟ اذكر رقم الحجز {reference} واتصل بنا على {phone}.',
  calendarSummary: 'موعد العناية: {services} ({reference})',
  calendarDescription: '{pet}. الإجمالي {amount}، يُدفع في المتجر. لإلغاء الموعد أو تغييره: {link}',
  petDog: 'كلب',
  petCat: 'قطة',
  petBird: 'طائر',
  petOthers: 'حيوان آخر',
  petSizeDogSmall: 'كلب صغير (حتى 10 كغ)',
  petSizeDogMedium: 'كلب متوسط (10–25 كغ)',
  petSizeDogLarge: 'كلب كبير (أكثر من 25 كغ)',
  petSizeCat: 'قطة',
  petSizeBird: 'طائر',
  petSizeOther: 'حيوان أليف آخر',
} as const satisfies MailTexts;

export const MAIL_TEXTS: Readonly<Record<Language, MailTexts>> = { en, ar };
