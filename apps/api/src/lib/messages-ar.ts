import { EMIRATES, type Emirate } from '@petshop/contracts/constants';
import { PET_SIZE_LABELS, type PetSize } from '@petshop/contracts/grooming-terms';

// The Arabic of every sentence the API can send a customer (issue 34, decision 136): error
// messages and field errors, the `message` of a successful answer, and the notifications' titles
// and bodies. The key is the English exactly as the code writes it; `{name}` marks a value the
// English carries (a number, a product's name, a field), which the Arabic places where Arabic
// puts it. `{name#noun}` writes a count with its noun in the form Arabic gives that number
// (COUNTED_AR). A value is itself put in Arabic when it is a field's name (TERMS_AR), an amount
// ("AED 49.00"), a moment or another sentence of this table; a name or a code stays as written.
// test/messages-ar.test.ts reads the customer-facing code and fails when a message has no entry.

export const MESSAGES_AR = {
  // ------------------------------------------------------------------ every answer
  'Server error. Please try again later.': 'حدث خطأ في الخادم. يُرجى المحاولة مرة أخرى لاحقًا.',
  'The given data was invalid.': 'البيانات المُدخلة غير صحيحة.',
  'This value is invalid.': 'هذه القيمة غير صحيحة.',
  'Unauthenticated. Please log in again.': 'جلستك غير صالحة. يُرجى تسجيل الدخول مرة أخرى.',
  'Too many attempts. Please wait {wait} and try again.':
    'محاولات كثيرة جدًا. يُرجى الانتظار {wait} ثم المحاولة مرة أخرى.',
  'The request may not contain a NUL character.': 'لا يجوز أن يحتوي الطلب على المحرف NUL.',
  'The {field} may not contain a NUL character.': 'لا يجوز أن يحتوي حقل {field} على المحرف NUL.',
  // zod's own sentences, for a field whose schema names none
  'Invalid input': 'القيمة المُدخلة غير صحيحة.',
  'Invalid input: expected {expected}, received {received}':
    'القيمة المُدخلة غير صحيحة: المتوقع {expected}، والمُرسَل {received}.',
  'Invalid input: expected {value}': 'القيمة المُدخلة غير صحيحة: المتوقع {value}.',
  'Invalid option: expected one of {options}': 'خيار غير صحيح: المتوقع أحد الخيارات {options}.',
  // Fastify's own answers to a request it cannot read, and an /api address no route has
  "Body is not valid JSON but content-type is set to 'application/json'":
    'محتوى الطلب ليس بصيغة JSON صحيحة.',
  'Request body is too large': 'حجم الطلب أكبر من المسموح به.',
  'Unsupported Media Type': 'نوع محتوى الطلب غير مدعوم.',
  'Not found': 'لم يُعثر على ما تطلبه.',

  // ------------------------------------------------------------------ a field's rules
  'The {field} field is required.': 'حقل {field} مطلوب.',
  'The {field} must be text.': 'يجب أن يكون حقل {field} نصًا.',
  'The {field} may not be greater than {max} characters.':
    'يجب ألا يتجاوز حقل {field} {max#characters}.',
  'The {field} may be at most {max} characters.': 'يجب ألا يتجاوز {field} {max#characters}.',
  'The {field} must be at least {min} characters.': 'يجب ألا يقل حقل {field} عن {min#characters}.',
  'The {field} must have 7 to 15 digits, optionally starting with +.':
    'يجب أن يتكوّن حقل {field} من 7 إلى 15 رقمًا، ويمكن أن يبدأ بعلامة +.',
  'The {field} contains an invisible character that changes the direction of the text (such as a right-to-left override). Type the text again without it.':
    'يحتوي حقل {field} على حرف غير مرئي يغيّر اتجاه النص (مثل محرف فرض الاتجاه من اليمين إلى اليسار). يُرجى كتابة النص من جديد بدونه.',
  'The {field} must be a number.': 'يجب أن يكون حقل {field} رقمًا.',
  'The {field} must be a whole number.': 'يجب أن يكون حقل {field} عددًا صحيحًا.',
  'The {field} must be 1 or more.': 'يجب أن تكون قيمة حقل {field} 1 أو أكثر.',
  'The {field} must be 0 or more.': 'يجب أن تكون قيمة حقل {field} 0 أو أكثر.',
  'The {field} may be at most {max}.': 'يجب ألا تتجاوز قيمة حقل {field} {max}.',
  'The {field} is not a known id.': 'قيمة حقل {field} ليست رقمًا معروفًا.',
  'The {field} field must be true or false.':
    'يجب أن تكون قيمة حقل {field} صحيحة أو خاطئة (true أو false).',
  'The {field} must be a web address of this shop.':
    'يجب أن يكون حقل {field} عنوانًا على موقع هذا المتجر.',
  'The items field must be a list.': 'يجب أن يكون حقل المنتجات قائمة.',
  'The quantity must be at least 1.': 'يجب ألا تقل الكمية عن 1.',
  'The quantity may not be greater than {max}.': 'يجب ألا تزيد الكمية على {max}.',
  'The page must be a whole number of 1 or more.':
    'يجب أن يكون رقم الصفحة عددًا صحيحًا يساوي 1 أو أكثر.',
  'The page may be at most {max}.': 'يجب ألا يتجاوز رقم الصفحة {max}.',
  'The per_page must be a whole number from 1 to {max}.':
    'يجب أن يكون عدد المنتجات في الصفحة عددًا صحيحًا من 1 إلى {max}.',
  'The minPrice must not be above the maxPrice.':
    'يجب ألا يكون الحد الأدنى للسعر أعلى من الحد الأقصى للسعر.',
  'The sort must be one of: {options}.': 'يجب أن يكون الترتيب أحد الخيارات التالية: {options}.',

  // ------------------------------------------------------------------ logging in, the account
  'Invalid email or password': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  'This account has been deactivated. Please contact us.':
    'تم إيقاف هذا الحساب. يُرجى التواصل معنا.',
  'Too many failed login attempts. Please try again in {wait}.':
    'محاولات تسجيل دخول فاشلة كثيرة. يُرجى المحاولة مرة أخرى بعد {wait}.',
  'Login successful': 'تم تسجيل الدخول بنجاح',
  'Account created successfully': 'تم إنشاء الحساب بنجاح',
  'Logged out successfully': 'تم تسجيل الخروج بنجاح',
  'Account not found': 'الحساب غير موجود',
  'The email has already been taken.': 'هذا البريد الإلكتروني مستخدم بالفعل.',
  'The phone has already been taken.': 'رقم الهاتف هذا مستخدم بالفعل.',
  'The email must be a valid email address.': 'يجب أن يكون البريد الإلكتروني عنوانًا صحيحًا.',
  'The phone must be an optional + followed by 10 to 15 digits.':
    'يجب أن يتكوّن رقم الهاتف من 10 إلى 15 رقمًا، ويمكن أن يبدأ بعلامة +.',
  'The password confirmation does not match.': 'تأكيد كلمة المرور غير مطابق.',
  'The language must be en or ar.': 'يجب أن تكون اللغة en أو ar.',
  'This password is too common. Please choose a less common password.':
    'كلمة المرور هذه شائعة جدًا. يُرجى اختيار كلمة مرور أقل شيوعًا.',
  'The password must not be your email address.': 'يجب ألا تكون كلمة المرور هي بريدك الإلكتروني.',
  'The password must not be the name part of your email address.':
    'يجب ألا تكون كلمة المرور هي الجزء الذي يسبق @ في بريدك الإلكتروني.',
  'If an account uses this email address, we have sent it a link to choose a new password. The link works for one hour.':
    'إذا كان هذا البريد الإلكتروني مسجلًا لدينا، فقد أرسلنا إليه رابطًا لاختيار كلمة مرور جديدة. يعمل الرابط لمدة ساعة واحدة.',
  'Your password has been changed and you have been signed out everywhere. Please log in with your new password.':
    'تم تغيير كلمة المرور وتسجيل خروجك من جميع الأجهزة. يُرجى تسجيل الدخول بكلمة المرور الجديدة.',
  'This link has expired or has already been used. Please ask for a new one.':
    'انتهت صلاحية هذا الرابط أو سبق استخدامه. يُرجى طلب رابط جديد.',
  'The link is incomplete. Please open it again from the email.':
    'الرابط غير مكتمل. يُرجى فتحه مرة أخرى من رسالة البريد الإلكتروني.',
  'Your details have been saved.': 'تم حفظ بياناتك.',
  'Your password has been changed. Your other devices have been signed out.':
    'تم تغيير كلمة المرور، وتم تسجيل الخروج من أجهزتك الأخرى.',
  'The current password is incorrect.': 'كلمة المرور الحالية غير صحيحة.',
  'The new password must be different from the current one.':
    'يجب أن تختلف كلمة المرور الجديدة عن كلمة المرور الحالية.',
  'Too many wrong passwords. Please try again in {wait}.':
    'أُدخلت كلمات مرور خاطئة كثيرة. يُرجى المحاولة مرة أخرى بعد {wait}.',
  'The first name must be one word. Put any further names in the last name.':
    'يجب أن يكون الاسم الأول كلمة واحدة. اكتب بقية الأسماء في خانة اسم العائلة.',
  'The gender must be male or female.': 'يجب أن يكون الجنس ذكرًا أو أنثى.',
  'The date of birth must be a date like 1990-04-23.':
    'يجب أن يكون تاريخ الميلاد بصيغة مثل 1990-04-23.',
  'The date of birth must be in the past.': 'يجب أن يكون تاريخ الميلاد في الماضي.',
  'The date of birth may not be before 1900.': 'لا يمكن أن يكون تاريخ الميلاد قبل عام 1900.',
  'This is already the email address of your account.': 'هذا هو البريد الإلكتروني لحسابك بالفعل.',
  'This email address has been taken by another account in the meantime. Please choose another one.':
    'أصبح هذا البريد الإلكتروني مستخدمًا في حساب آخر في هذه الأثناء. يُرجى اختيار بريد آخر.',
  'We have sent several emails to this address today. Please look for them in its inbox (and spam folder), or try again tomorrow.':
    'أرسلنا عدة رسائل إلى هذا العنوان اليوم. يُرجى البحث عنها في صندوق الوارد (ومجلد الرسائل غير المرغوب فيها)، أو المحاولة مرة أخرى غدًا.',
  'We have sent you several links in the last hour. Please look for them in your inbox (and spam folder), or try again later.':
    'أرسلنا إليك عدة روابط خلال الساعة الماضية. يُرجى البحث عنها في صندوق الوارد (ومجلد الرسائل غير المرغوب فيها)، أو المحاولة مرة أخرى لاحقًا.',
  'We have sent a confirmation link to {email}. It works for 24 hours.':
    'أرسلنا رابط تأكيد إلى {email}. يعمل الرابط لمدة 24 ساعة.',
  'We have sent a link to {email}. Your email address changes once you open it (within 24 hours).':
    'أرسلنا رابطًا إلى {email}. سيتغيّر بريدك الإلكتروني بمجرد فتحه (خلال 24 ساعة).',
  'Your email address is already confirmed.': 'بريدك الإلكتروني مؤكَّد بالفعل.',
  'Thank you: your email address is confirmed.': 'شكرًا لك، تم تأكيد بريدك الإلكتروني.',
  'Your email address is now {email}, and it is confirmed.':
    'أصبح بريدك الإلكتروني الآن {email}، وقد تم تأكيده.',
  'That password is not correct. Enter the password you log in with.':
    'كلمة المرور غير صحيحة. أدخل كلمة المرور التي تسجّل الدخول بها.',
  'Please enter your password.': 'يُرجى إدخال كلمة المرور.',
  'Your account has been deleted and your personal details erased. We have sent a confirmation to your email address.':
    'تم حذف حسابك ومسح بياناتك الشخصية. أرسلنا رسالة تأكيد إلى بريدك الإلكتروني.',

  // ------------------------------------------------------------------ two-factor sign-in, devices
  'Enter the 6-digit code from your authenticator app.':
    'أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة.',
  'Enter a code from your authenticator app or a recovery code.':
    'أدخل رمزًا من تطبيق المصادقة أو رمز استرداد.',
  'Enter one of your recovery codes.': 'أدخل أحد رموز الاسترداد الخاصة بك.',
  'The code must be 6 digits.': 'يجب أن يتكوّن الرمز من 6 أرقام.',
  'A recovery code has 10 letters and digits, like abcde-23456.':
    'يتكوّن رمز الاسترداد من 10 أحرف وأرقام، مثل abcde-23456.',
  'Start the setup first: we have no secret waiting for a code.':
    'ابدأ الإعداد أولًا، فلا يوجد مفتاح سري بانتظار رمز.',
  'That code is not right. Check the newest code in your authenticator app and try again.':
    'الرمز غير صحيح. تحقّق من أحدث رمز في تطبيق المصادقة وحاول مرة أخرى.',
  'That recovery code is not right, or it has already been used.':
    'رمز الاسترداد غير صحيح، أو سبق استخدامه.',
  'This code has already been used. Please wait for the next code in your authenticator app.':
    'سبق استخدام هذا الرمز. يُرجى انتظار الرمز التالي في تطبيق المصادقة.',
  'The password is not right.': 'كلمة المرور غير صحيحة.',
  'This sign-in has expired. Please log in again.':
    'انتهت صلاحية عملية تسجيل الدخول هذه. يُرجى تسجيل الدخول مرة أخرى.',
  'Too many wrong attempts. Please try again in {wait}.':
    'محاولات خاطئة كثيرة. يُرجى المحاولة مرة أخرى بعد {wait}.',
  'Too many wrong codes have been entered for this account today. Sign in with one of your recovery codes, or try again in {wait}.':
    'أُدخلت رموز خاطئة كثيرة لهذا الحساب اليوم. سجّل الدخول بأحد رموز الاسترداد، أو حاول مرة أخرى بعد {wait}.',
  'Too many wrong codes. Please log in again with your email and password.':
    'رموز خاطئة كثيرة. يُرجى تسجيل الدخول مرة أخرى ببريدك الإلكتروني وكلمة المرور.',
  'Two-factor sign-in is already on.': 'التحقق بخطوتين مفعّل بالفعل.',
  'Two-factor sign-in is not on.': 'التحقق بخطوتين غير مفعّل.',
  'Two-factor sign-in is off.': 'تم إيقاف التحقق بخطوتين.',
  'Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.':
    'احتفظ برموز الاسترداد هذه في مكان آمن. يتيح لك كل رمز تسجيل الدخول مرة واحدة إذا فقدت هاتفك. لن تظهر هذه الرموز إلا الآن.',
  'No signed-in device of yours has this id.': 'لا يوجد جهاز مسجّل دخوله إلى حسابك بهذا المعرّف.',
  'The device has been signed out.': 'تم تسجيل الخروج من الجهاز.',
  'No other device was signed in.': 'لم يكن أي جهاز آخر مسجّل الدخول.',
  'Signed out of {count} other device.': 'عدد الأجهزة الأخرى التي تم تسجيل خروجها: {count}.',
  'Signed out of {count} other devices.': 'عدد الأجهزة الأخرى التي تم تسجيل خروجها: {count}.',

  // ------------------------------------------------------------------ addresses
  'Address saved': 'تم حفظ العنوان',
  'Address updated': 'تم تحديث العنوان',
  'Address deleted': 'تم حذف العنوان',
  'Default address changed': 'تم تغيير العنوان الافتراضي',
  'Address not found': 'العنوان غير موجود',
  'You can keep up to {max} addresses. Delete one you no longer use to add another.':
    'يمكنك حفظ {max#addresses} كحد أقصى. احذف عنوانًا لم تعد تستخدمه لإضافة عنوان جديد.',
  'The emirate must be one of {emirates}.': 'يجب أن تكون الإمارة واحدة من: {emirates}.',

  // ------------------------------------------------------------------ cart, wishlist
  'Item added to cart': 'تمت إضافة المنتج إلى السلة',
  'Cart updated': 'تم تحديث السلة',
  'Item removed from cart': 'تمت إزالة المنتج من السلة',
  'Cart item not found': 'المنتج غير موجود في السلة',
  'The selected product is not available.': 'المنتج المحدد غير متوفر.',
  'The selected size is not available for {product}.': 'المقاس المحدد غير متوفر للمنتج {product}.',
  '{product} is out of stock.': 'نفد مخزون {product}.',
  '{product} is no longer available.': 'المنتج {product} لم يعد متوفرًا.',
  'Only {count} left of {product}.': 'لم يتبقَّ من {product} سوى {count#units}.',
  'Only {count} left of {product}. Your cart already has {inCart}.':
    'لم يتبقَّ من {product} سوى {count#units}، وسلتك تحتوي بالفعل على {inCart#units}.',
  'A cart line may hold at most {max} of {product}.':
    'لا يمكن أن تحتوي السلة على أكثر من {max#units} من {product}.',
  'A cart may not merge more than {max} lines at once.':
    'لا يمكن دمج أكثر من {max#lines} في السلة دفعة واحدة.',
  'Size not found': 'المقاس غير موجود',
  'Product not found': 'المنتج غير موجود',
  'Product not found.': 'المنتج غير موجود.',
  'Product added to wishlist': 'تمت إضافة المنتج إلى المفضلة',
  'Product is already in your wishlist': 'المنتج موجود بالفعل في المفضلة',
  'Product is not in your wishlist': 'المنتج غير موجود في المفضلة',
  'Product removed from wishlist': 'تمت إزالة المنتج من المفضلة',
  'Product moved to cart successfully': 'تم نقل المنتج إلى السلة بنجاح',
  'Wishlist cleared successfully': 'تم إفراغ المفضلة بنجاح',
  'Wishlist item not found': 'العنصر غير موجود في المفضلة',
  'Wishlist retrieved successfully': 'تم تحميل المفضلة بنجاح',
  'Your wishlist is empty': 'المفضلة فارغة',

  // ------------------------------------------------------------------ checkout, payment, orders
  'Your cart is empty.': 'سلتك فارغة.',
  'Order placed successfully': 'تم تقديم الطلب بنجاح',
  'Order already placed': 'تم تقديم هذا الطلب من قبل',
  'Order not found': 'الطلب غير موجود',
  'Payment not found': 'عملية الدفع غير موجودة',
  'The payment method must be card or cod.':
    'يجب أن تكون طريقة الدفع البطاقة أو الدفع عند الاستلام.',
  'A card order needs the checkout session it was paid with.':
    'يحتاج طلب الدفع بالبطاقة إلى جلسة الدفع التي تم الدفع من خلالها.',
  'A newer checkout replaced this one. Please continue with the latest checkout.':
    'حلّت عملية دفع أحدث محل هذه العملية. يُرجى المتابعة بأحدث عملية دفع.',
  'No order was started with this checkout session.': 'لم يبدأ أي طلب بجلسة الدفع هذه.',
  'The payment for this order has not been completed.': 'لم يكتمل الدفع لهذا الطلب.',
  'The payment provider does not know this checkout session.':
    'جلسة الدفع هذه غير معروفة لدى مزوّد خدمة الدفع.',
  'The card payment service is not answering. Please try again in a moment.':
    'خدمة الدفع بالبطاقة لا تستجيب. يُرجى المحاولة مرة أخرى بعد لحظات.',
  'This checkout was closed before your payment arrived, so the payment has been refunded. Please check out again.':
    'أُغلقت عملية الدفع هذه قبل وصول دفعتك، لذلك تم استرداد المبلغ. يُرجى إتمام الطلب من جديد.',
  'This checkout was closed before your payment arrived. We will refund the payment; please contact support.':
    'أُغلقت عملية الدفع هذه قبل وصول دفعتك. سنعيد إليك المبلغ، ويُرجى التواصل مع خدمة العملاء.',
  'The amount paid does not match the order. Please contact support.':
    'المبلغ المدفوع لا يطابق قيمة الطلب. يُرجى التواصل مع خدمة العملاء.',
  'With this coupon the order costs nothing, so there is no card payment to make. Please choose cash on delivery.':
    'أصبح الطلب مجانيًا بهذه القسيمة، فلا حاجة إلى الدفع بالبطاقة. يُرجى اختيار الدفع عند الاستلام.',
  'Only an address with an emirate, area, street and building can be saved.':
    'لا يمكن حفظ العنوان إلا إذا تضمّن الإمارة والمنطقة والشارع والمبنى.',
  'An address is saved with the name and phone of the person receiving it.':
    'يُحفظ العنوان مع اسم مستلم الطلب ورقم هاتفه.',
  'We deliver within the United Arab Emirates only.':
    'نوصّل الطلبات داخل دولة الإمارات العربية المتحدة فقط.',
  'We deliver within {countries} only.': 'نوصّل الطلبات داخل {countries} فقط.',

  // ------------------------------------------------------------------ coupons
  'Enter a coupon code.': 'أدخل رمز القسيمة.',
  'This coupon code does not exist. Check it and try again.':
    'رمز القسيمة هذا غير موجود. تحقّق منه وحاول مرة أخرى.',
  'This coupon can be used from {moment}.': 'يمكن استخدام هذه القسيمة اعتبارًا من {moment}.',
  'This coupon expired on {moment}.': 'انتهت صلاحية هذه القسيمة في {moment}.',
  'This coupon has been used up.': 'نفدت استخدامات هذه القسيمة.',
  'You have already used this coupon.': 'لقد استخدمت هذه القسيمة من قبل.',
  'This coupon is for a first order only.': 'هذه القسيمة مخصّصة للطلب الأول فقط.',
  'This coupon needs an order of at least {amount} before delivery.':
    'تتطلب هذه القسيمة طلبًا لا تقل قيمته عن {amount} قبل رسوم التوصيل.',
  'This coupon does not apply to the products in your cart.':
    'لا تنطبق هذه القسيمة على المنتجات الموجودة في سلتك.',
  'Delivery is already free for this order, so this coupon gives nothing more.':
    'التوصيل مجاني لهذا الطلب بالفعل، لذلك لن تمنحك هذه القسيمة أي خصم إضافي.',
  'Too many coupon codes that do not exist were tried. Please try again in {wait}.':
    'تمت تجربة رموز قسائم غير موجودة عدة مرات. يُرجى المحاولة مرة أخرى بعد {wait}.',

  // ------------------------------------------------------------------ reviews
  'Choose a rating from 1 to 5 stars.': 'اختر تقييمًا من 1 إلى 5 نجوم.',
  'A review can have at most {max} pictures.': 'يمكن أن يتضمن التقييم {max#pictures} كحد أقصى.',
  'Only customers who received this product can review it.':
    'لا يمكن تقييم هذا المنتج إلا للعملاء الذين استلموه.',
  'You have written many reviews in a short time. Please try again in an hour.':
    'لقد كتبت تقييمات كثيرة في وقت قصير. يُرجى المحاولة مرة أخرى بعد ساعة.',
  'You cannot vote on your own review.': 'لا يمكنك التصويت على تقييمك.',
  'Review not found.': 'التقييم غير موجود.',
  'One of the pictures was not uploaded by you. Upload it again.':
    'إحدى الصور لم تُرفع من حسابك. يُرجى رفعها مرة أخرى.',
  'Choose a picture to upload.': 'اختر صورة لرفعها.',
  'Upload one picture at a time.': 'ارفع صورة واحدة في كل مرة.',
  'Send the picture as multipart/form-data, in one file field.':
    'أرسل الصورة بصيغة multipart/form-data في حقل ملف واحد.',
  'Pictures can be at most 10 MB.': 'يجب ألا يتجاوز حجم الصورة 10 ميغابايت.',
  'Pictures can be at most 50 megapixels (e.g. 8,000 × 6,000).':
    'يجب ألا تتجاوز دقة الصورة 50 ميغابكسل (مثل 8,000 × 6,000).',
  'This file is not a JPEG, PNG, WebP or AVIF picture.':
    'هذا الملف ليس صورة بصيغة JPEG أو PNG أو WebP أو AVIF.',
  'This picture could not be read: the file may be damaged. Please export it again and retry.':
    'تعذّرت قراءة هذه الصورة، فقد يكون الملف تالفًا. يُرجى تصديرها من جديد والمحاولة مرة أخرى.',

  // ------------------------------------------------------------------ back-in-stock alerts, mails
  'This size is no longer sold. Choose another size.':
    'لم يعد هذا المقاس متاحًا للبيع. اختر مقاسًا آخر.',
  'This is in stock now: you can add it to your cart.':
    'هذا المنتج متوفر الآن، ويمكنك إضافته إلى سلتك.',
  'Too many alerts for this e-mail address. Please try again in an hour.':
    'طُلبت تنبيهات كثيرة لهذا البريد الإلكتروني. يُرجى المحاولة مرة أخرى بعد ساعة.',
  'We will e-mail {email} when it is back.': 'سنراسلك على {email} عند توفره من جديد.',
  'This link is no longer valid. The alert may already have been sent or stopped.':
    'لم يعد هذا الرابط صالحًا. ربما أُرسل التنبيه بالفعل أو تم إيقافه.',
  'We have already e-mailed you that this is back, so this alert has ended.':
    'سبق أن راسلناك بأن المنتج متوفر من جديد، لذلك انتهى هذا التنبيه.',
  'You will not get an e-mail about this product.': 'لن تصلك رسالة بريد إلكتروني بشأن هذا المنتج.',
  'This link is no longer valid. Log in and change your e-mail preferences under All Notifications.':
    'لم يعد هذا الرابط صالحًا. سجّل الدخول وغيّر تفضيلات البريد الإلكتروني من قسم كل الإشعارات.',
  'You will no longer get back-in-stock e-mails.': 'لن تصلك بعد الآن رسائل توفر المنتجات من جديد.',
  'You will no longer get e-mails asking you to review what you bought.':
    'لن تصلك بعد الآن رسائل تطلب منك تقييم مشترياتك.',
  'You will no longer get offers by e-mail.': 'لن تصلك بعد الآن العروض عبر البريد الإلكتروني.',
  'Notification not found.': 'الإشعار غير موجود.',

  // ------------------------------------------------------------------ grooming
  'Booking received': 'تم استلام الحجز',
  'Please enter your name.': 'يُرجى إدخال اسمك.',
  'Please enter your phone number.': 'يُرجى إدخال رقم هاتفك.',
  'Please choose your pet type.': 'يُرجى اختيار نوع حيوانك الأليف.',
  'The pet type must be one of Dog, Cat, Bird or Others.':
    'يجب أن يكون نوع الحيوان كلبًا أو قطة أو طائرًا أو غير ذلك.',
  'Choose a grooming package.': 'اختر باقة العناية.',
  'Choose your pet and its size.': 'اختر حيوانك الأليف وحجمه.',
  'Choose a time.': 'اختر موعدًا.',
  'The add-ons must be service ids.': 'يجب أن تكون الخدمات الإضافية أرقام خدمات.',
  'This grooming package is not offered.': 'باقة العناية هذه غير متاحة.',
  'One of the add-ons is not offered.': 'إحدى الخدمات الإضافية غير متاحة.',
  '{service} is not offered for a {size}.': 'الخدمة {service} غير متاحة لفئة: {size}.',
  'That time was just taken, please pick another.': 'حُجز هذا الموعد للتو، يُرجى اختيار موعد آخر.',
  'Appointments can be cancelled or moved online up to 24 hours before they start. Please call us on {phone}.':
    'يمكن إلغاء المواعيد أو تغييرها عبر الإنترنت حتى 24 ساعة قبل بدئها. يُرجى الاتصال بنا على {phone}.',
  'This appointment was not found in your account.': 'لم يُعثر على هذا الموعد في حسابك.',
  'This appointment is no longer booked.': 'لم يعد هذا الموعد محجوزًا.',
  'This appointment is cancelled.': 'تم إلغاء هذا الموعد.',
  'This appointment is over.': 'انتهى هذا الموعد.',
  'This link no longer works: the appointment was cancelled or moved (the newest e-mail has its link).':
    'لم يعد هذا الرابط يعمل، فقد أُلغي الموعد أو نُقل (تجد الرابط الصحيح في أحدث رسالة بريد إلكتروني).',

  // ------------------------------------------------------------------ notifications
  'We are preparing your order {number}': 'نعمل على تجهيز طلبك رقم {number}',
  'Your order {number} is being prepared. We will tell you when it ships.':
    'طلبك رقم {number} قيد التجهيز الآن، وسنُعلمك عند شحنه.',
  'Your order {number} has shipped': 'تم شحن طلبك رقم {number}',
  'Your order {number} is on its way.': 'طلبك رقم {number} في الطريق إليك.',
  'Your order {number} was delivered': 'تم توصيل طلبك رقم {number}',
  'Your order {number} was delivered. We hope your pet enjoys it!':
    'تم توصيل طلبك رقم {number}. نتمنى أن ينال إعجاب حيوانك الأليف!',
  'Your order {number} was cancelled': 'تم إلغاء طلبك رقم {number}',
  'Your order {number} was cancelled.': 'تم إلغاء طلبك رقم {number}.',
  'Refund of {amount} for order {number}': 'استرداد {amount} للطلب رقم {number}',
  'We have refunded {amount} to your card; banks usually show it within 5-10 days.':
    'أعدنا مبلغ {amount} إلى بطاقتك، وعادةً ما يظهر في حسابك البنكي خلال 5 إلى 10 أيام.',
  'We handed {amount} back to you in cash.': 'أعدنا إليك مبلغ {amount} نقدًا.',
  'We received your grooming booking {reference}': 'استلمنا حجز العناية رقم {reference}',
  'We will contact you to agree a time.': 'سنتواصل معك للاتفاق على موعد.',
  'Your grooming appointment {reference} is confirmed for {when}':
    'تم تأكيد موعد العناية رقم {reference} في {when}',
  'Your grooming appointment is confirmed for {when} (Dubai time). Please arrive a few minutes early.':
    'تم تأكيد موعد العناية في {when} (بتوقيت دبي). يُرجى الحضور قبل الموعد ببضع دقائق.',
  'New time for your grooming appointment {reference}: {when}':
    'موعد جديد للعناية رقم {reference}: {when}',
  'Your grooming appointment has moved to {when} (Dubai time).':
    'تم نقل موعد العناية إلى {when} (بتوقيت دبي).',
  'Your grooming booking {reference} was cancelled': 'تم إلغاء حجز العناية رقم {reference}',
  'Would you like another time? Book again on our website or call us.':
    'هل ترغب في موعد آخر؟ احجز من جديد عبر موقعنا أو اتصل بنا.',
  '{product} is back in stock': '{product} متوفر من جديد',
  'You asked us to tell you when it was back. Order it before it runs out again.':
    'طلبت منا إعلامك عند توفره من جديد. اطلبه الآن قبل أن ينفد مرة أخرى.',
  'The shop replied to your review of {product}': 'ردّ المتجر على تقييمك للمنتج {product}',
  'The shop replied to your review of a product': 'ردّ المتجر على تقييمك لأحد المنتجات',

  // ------------------------------------------------------------------ waits, as waitText writes them
  '{count} minute': '{count#minutes}',
  '{count} minutes': '{count#minutes}',
  '{count} hour': '{count#hours}',
  '{count} hours': '{count#hours}',
} as const satisfies Record<string, string>;

/** The Arabic of the emirates, as a UAE address writes them. */
const EMIRATES_AR = {
  'Abu Dhabi': 'أبوظبي',
  Dubai: 'دبي',
  Sharjah: 'الشارقة',
  Ajman: 'عجمان',
  'Umm Al Quwain': 'أم القيوين',
  'Ras Al Khaimah': 'رأس الخيمة',
  Fujairah: 'الفجيرة',
} as const satisfies Record<Emirate, string>;

/** The pet sizes as a grooming message names them (lower case, as the English sentence does). */
const PET_SIZES_AR = {
  dog_small: 'كلب صغير (حتى 10 كغ)',
  dog_medium: 'كلب متوسط (10–25 كغ)',
  dog_large: 'كلب كبير (أكثر من 25 كغ)',
  cat: 'قطة',
  bird: 'طائر',
  other: 'حيوان أليف آخر',
} as const satisfies Record<PetSize, string>;

/**
 * The words a message carries as a value: the field it speaks of ("The {field} field is
 * required."), a pet size, the emirates, zod's type names. A field's name is put so that it reads
 * after «حقل».
 */
export const TERMS_AR: Readonly<Record<string, string>> = {
  email: 'البريد الإلكتروني',
  phone: 'رقم الهاتف',
  'phone number': 'رقم الهاتف',
  password: 'كلمة المرور',
  'password confirmation': 'تأكيد كلمة المرور',
  'current password': 'كلمة المرور الحالية',
  name: 'الاسم',
  'full name': 'الاسم الكامل',
  'first name': 'الاسم الأول',
  'last name': 'اسم العائلة',
  'recipient name': 'اسم المستلم',
  emirate: 'الإمارة',
  area: 'المنطقة',
  street: 'الشارع',
  building: 'المبنى',
  flat: 'الشقة',
  landmark: 'المعلم القريب',
  label: 'تسمية العنوان',
  city: 'المدينة',
  state: 'الولاية',
  country: 'الدولة',
  'zip code': 'الرمز البريدي',
  'postal code': 'الرمز البريدي',
  'house number': 'رقم المنزل',
  'address line 1': 'سطر العنوان الأول',
  'address line 2': 'سطر العنوان الثاني',
  notes: 'الملاحظات',
  message: 'الرسالة',
  'idempotency key': 'مفتاح منع التكرار',
  'session id': 'رقم جلسة الدفع',
  successUrl: 'رابط إتمام الدفع',
  cancelUrl: 'رابط إلغاء الدفع',
  'product id': 'رقم المنتج',
  'product size id': 'رقم مقاس المنتج',
  quantity: 'الكمية',
  'is default': 'العنوان الافتراضي',
  'save address': 'حفظ العنوان',
  title: 'عنوان التقييم',
  review: 'نص التقييم',
  search: 'نص البحث',
  minPrice: 'الحد الأدنى للسعر',
  maxPrice: 'الحد الأقصى للسعر',
  // zod's names of types
  string: 'نص',
  number: 'رقم',
  boolean: 'قيمة منطقية',
  object: 'كائن',
  array: 'قائمة',
  undefined: 'لا شيء',
  null: 'قيمة فارغة',
  NaN: 'قيمة ليست رقمًا',
  date: 'تاريخ',
  // the values other sentences carry
  [EMIRATES.join(', ')]: EMIRATES.map((emirate) => EMIRATES_AR[emirate]).join('، '),
  ...Object.fromEntries(
    Object.entries(PET_SIZES_AR).map(([size, arabic]) => [
      PET_SIZE_LABELS[size as PetSize].toLowerCase(),
      arabic,
    ]),
  ),
};

/**
 * A counted noun in each form Arabic gives a number (Intl.PluralRules('ar')): 1, 2, 3–10, 11–99,
 * and 0 or 100 and up; `{n}` is the number. The two is written as after a verb or a preposition
 * («حرفين»), where the table's sentences put a count.
 */
export const COUNTED_AR = {
  characters: {
    one: 'حرف واحد',
    two: 'حرفين',
    few: '{n} أحرف',
    many: '{n} حرفًا',
    other: '{n} حرف',
  },
  minutes: {
    one: 'دقيقة واحدة',
    two: 'دقيقتين',
    few: '{n} دقائق',
    many: '{n} دقيقة',
    other: '{n} دقيقة',
  },
  hours: {
    one: 'ساعة واحدة',
    two: 'ساعتين',
    few: '{n} ساعات',
    many: '{n} ساعة',
    other: '{n} ساعة',
  },
  units: { one: 'قطعة واحدة', two: 'قطعتين', few: '{n} قطع', many: '{n} قطعة', other: '{n} قطعة' },
  lines: { one: 'بند واحد', two: 'بندين', few: '{n} بنود', many: '{n} بندًا', other: '{n} بند' },
  pictures: {
    one: 'صورة واحدة',
    two: 'صورتين',
    few: '{n} صور',
    many: '{n} صورة',
    other: '{n} صورة',
  },
  addresses: {
    one: 'عنوان واحد',
    two: 'عنوانين',
    few: '{n} عناوين',
    many: '{n} عنوانًا',
    other: '{n} عنوان',
  },
} as const satisfies Record<string, Record<'one' | 'two' | 'few' | 'many' | 'other', string>>;

export type CountedNoun = keyof typeof COUNTED_AR;
