/**
 * The demo catalog's Arabic texts, keyed by the English category slug and product
 * title in demo-catalog.ts, so an Arabic shopper sees Arabic content on a fresh start. Natural
 * Gulf shop Arabic: the loanwords UAE streetwear shops use (هودي، تيشيرت، كاب) beside Arabic.
 */
export const DEMO_CATEGORY_NAMES_AR: Record<string, string> = {
  CLOTHES: 'ملابس',
  HOODIES: 'هوديز',
  '3D-PRINTS': 'مطبوعات ثلاثية الأبعاد',
  TSHIRTS: 'تيشيرتات',
  ACCESSORIES: 'إكسسوارات',
};

export const DEMO_PRODUCTS_AR: Record<string, { titleAr: string; descriptionAr: string }> = {
  'Toxic Drip Hoodie': {
    titleAr: 'هودي توكسيك دريب',
    descriptionAr: 'هودي قطن ثقيل بطبعة سلايم نيون ذائبة تتوهج تحت الضوء الأسود.',
  },
  'Eyeball Swarm Hoodie': {
    titleAr: 'هودي سرب العيون',
    descriptionAr: 'مئة عين كرتونية تحدّق في كل من ينظر إليك. بطانة صوف ناعمة من الداخل.',
  },
  'Acid Rain Zip Hoodie': {
    titleAr: 'هودي بسحّاب المطر الحمضي',
    descriptionAr: 'هودي بسحّاب كامل مرشوش بقطرات صفراء حمضية وقبعة مبطّنة بنقشة الشطرنج.',
  },
  'Melted Smile Hoodie': {
    titleAr: 'هودي الابتسامة الذائبة',
    descriptionAr: 'الابتسامة التي انزلقت عن وجهها. قصّة واسعة وأكتاف منسدلة وطباعة بارزة.',
  },
  'Night Crawler Hoodie': {
    titleAr: 'هودي زاحف الليل',
    descriptionAr: 'طبعة زاحف تتوهج في الظلام على الظهر. نفدت الكمية حتى اكتمال القمر القادم.',
  },
  'Goo Ghoul Tee': {
    titleAr: 'تيشيرت غول اللزج',
    descriptionAr: 'تيشيرت قطن ناعم 220 غرام بطبعة غول لزج مبتسم بخمسة ألوان نيون.',
  },
  'Third Eye Tee': {
    titleAr: 'تيشيرت العين الثالثة',
    descriptionAr: 'افتح عينك الثالثة. قصّة واسعة مربعة وطبعة أمامية بطلاء متشقق.',
  },
  'Brain Freeze Tee': {
    titleAr: 'تيشيرت الدماغ المتجمد',
    descriptionAr: 'دماغ مثلّج يسيل على صدرك. مصبوغ بعد الخياطة ومعالج ضد الانكماش.',
  },
  'Pixel Phantom Tee': {
    titleAr: 'تيشيرت شبح البكسل',
    descriptionAr: 'شبح 8 بت متقطع يسكن الصدر. مطبوع بأحبار مائية.',
  },
  'Cyclops Club Tee': {
    titleAr: 'تيشيرت نادي السايكلوب',
    descriptionAr: 'للأعضاء فقط. عين واحدة ومزاج واحد. قطن ثقيل برقبة مضلّعة.',
  },
  'Sour Skull Tee': {
    titleAr: 'تيشيرت الجمجمة الحامضة',
    descriptionAr: 'جمجمة حلوى حامضة بتكشيرة شقية، مطبوعة من الأمام والخلف.',
  },
  'Drip Cargo Pants': {
    titleAr: 'بنطلون كارغو دريب',
    descriptionAr: 'بنطلون كارغو مريح بتطريز سلايم يسيل على الجيوب الجانبية.',
  },
  'Haunted Coach Jacket': {
    titleAr: 'جاكيت كوتش المسكون',
    descriptionAr: 'جاكيت كوتش مقاوم للماء بطبعة بيت مسكون عاكسة على الظهر.',
  },
  'Swamp Thing Shorts': {
    titleAr: 'شورت كائن المستنقع',
    descriptionAr: 'شورت مبطّن بشبك بنقشة تمويه المستنقع وحافة بأسنان.',
  },
  'Voodoo Varsity Jacket': {
    titleAr: 'جاكيت فارسيتي فودو',
    descriptionAr: 'جاكيت فارسيتي من مزيج الصوف بشارات دمية فودو مخملية وبطانة ساتان.',
  },
  'Glitch Track Pants': {
    titleAr: 'بنطلون رياضي غليتش',
    descriptionAr: 'بنطلون رياضي ضيق من الأسفل بخط متقطع يتموّج وأنت تمشي.',
  },
  'Grinning Skull Figure': {
    titleAr: 'مجسم الجمجمة المبتسمة',
    descriptionAr: 'جمجمة من الريزن بطول 15 سم مشطّبة يدوياً بابتسامة تلاحقك في أرجاء الغرفة.',
  },
  'Slime Blob Lamp': {
    titleAr: 'أباجورة وحش السلايم',
    descriptionAr:
      'وحش هلامي مطبوع بالطباعة ثلاثية الأبعاد يتوهج بالأخضر من الداخل. يعمل بـ USB-C.',
  },
  'Third Eye Idol': {
    titleAr: 'تمثال العين الثالثة',
    descriptionAr: 'تمثال صغير للرف بثلاث عيون وتاج مائل، مطبوع من PLA مطفي.',
  },
  'Melting Bear Statue': {
    titleAr: 'تمثال الدب الذائب',
    descriptionAr: 'دب كرتوني يذوب ببطء في بركة من نفسه. طوله 20 سم ومرسوم يدوياً.',
  },
  'Eyeball Dad Cap': {
    titleAr: 'قبعة كاب العين',
    descriptionAr: 'قبعة كاب قطن مغسول من ستة ألواح بعين مطرزة وحزام قابل للتعديل.',
  },
  'Drip Tote Bag': {
    titleAr: 'شنطة توت دريب',
    descriptionAr: 'شنطة توت من الكانفاس الثقيل بطبعة شعار يسيل. تتسع للابتوب وكوابيسك.',
  },
  'Spooky Socks Pack': {
    titleAr: 'طقم جوارب مرعبة',
    descriptionAr: 'ثلاثة أزواج جوارب بغيلان ولزوجة وابتسامات محاكة فيها.',
  },
  'Neon Fang Beanie': {
    titleAr: 'طاقية بيني الأنياب النيون',
    descriptionAr: 'طاقية بيني محاكة بضلوع عريضة وأنياب تتوهج في الظلام على الحافة.',
  },
  'Haunted Crossbody Bag': {
    titleAr: 'شنطة كروس المسكونة',
    descriptionAr: 'شنطة كروس صغيرة بسحّاب على شكل فم مليء بالأسنان وحزام قماشي.',
  },
  'Goo Grip Phone Charm': {
    titleAr: 'تعليقة جوال اللزج',
    descriptionAr: 'تعليقة لزجة طرية تُشبك بأي غطاء جوال. تتوهج بعد حلول الظلام.',
  },
};
