/**
 * The drawings used by the seeded profession tests (SVG files in public/content/, made for this project),
 * each with its size and a text alternative in every content language. The alternative describes what is in
 * the picture without giving away an answer.
 */
import type { ContentImage } from '#src/features/content/model';

/** Shorthand for an image under /content/. */
const image = (file: string, width: number, height: number, alt: ContentImage['alt']): ContentImage => ({
  src: `/content/${file}`,
  alt,
  width,
  height,
});

export const IMAGES = {
  // ---- Magazijnmedewerker ----
  warningForklift: image('sign-warning-forklift.svg', 200, 176, {
    nl: 'Geel driehoekig waarschuwingsbord met een zwarte heftruck.',
    en: 'Yellow triangular warning sign with a black forklift truck.',
    pl: 'Żółty trójkątny znak ostrzegawczy z czarnym wózkiem widłowym.',
    tr: 'Üzerinde siyah bir forklift olan sarı üçgen uyarı işareti.',
    uk: 'Жовтий трикутний попереджувальний знак із чорним навантажувачем.',
    ar: 'لافتة تحذير صفراء مثلثة عليها رافعة شوكية سوداء.',
  }),
  mandatorySafetyShoes: image('sign-mandatory-safety-shoes.svg', 200, 200, {
    nl: 'Blauw rond bord met een witte veiligheidsschoen.',
    en: 'Round blue sign with a white safety boot.',
    pl: 'Okrągły niebieski znak z białym butem ochronnym.',
    tr: 'Üzerinde beyaz bir iş güvenliği ayakkabısı olan mavi yuvarlak işaret.',
    uk: 'Синій круглий знак із білим захисним черевиком.',
    ar: 'لافتة زرقاء دائرية عليها حذاء سلامة أبيض.',
  }),
  noPedestrians: image('sign-no-pedestrians.svg', 200, 200, {
    nl: 'Rond bord met een rode rand. Er staat een lopend persoon op, met een rode streep erdoor.',
    en: 'Round sign with a red border. It shows a walking person with a red line through it.',
    pl: 'Okrągły znak z czerwoną obwódką. Na znaku jest idąca osoba przekreślona czerwoną kreską.',
    tr: 'Kırmızı çerçeveli yuvarlak işaret. Üzerinde yürüyen bir kişi var ve kişinin üstünden kırmızı bir çizgi geçiyor.',
    uk: 'Круглий знак із червоною рамкою. На ньому людина, що йде, перекреслена червоною смугою.',
    ar: 'لافتة دائرية بإطار أحمر، عليها شخص يمشي ويمرّ فوقه خط أحمر.',
  }),
  liftingTechnique: image('lifting-technique.svg', 320, 180, {
    nl: 'Twee mensen tillen een doos van de grond. Persoon 1 zakt door de knieën, houdt de rug recht en de doos dicht bij het lichaam. Persoon 2 staat met gestrekte benen en buigt met een bolle rug voorover naar de doos.',
    en: 'Two people lift a box from the floor. Person 1 bends the knees, keeps the back straight and the box close to the body. Person 2 stands with straight legs and bends forward with a rounded back to reach the box.',
    pl: 'Dwie osoby podnoszą karton z podłogi. Osoba 1 ugina kolana, trzyma proste plecy i karton blisko ciała. Osoba 2 stoi na prostych nogach i pochyla się do kartonu z zaokrąglonymi plecami.',
    tr: 'İki kişi yerden bir koli kaldırıyor. 1 numaralı kişi dizlerini büküyor, sırtını dik ve koliyi vücuduna yakın tutuyor. 2 numaralı kişi bacaklarını bükmeden duruyor ve sırtı kamburlaşmış şekilde koliye doğru eğiliyor.',
    uk: 'Двоє людей піднімають коробку з підлоги. Людина 1 присідає, тримає спину рівно, а коробку — близько до тіла. Людина 2 стоїть на прямих ногах і нахиляється до коробки із зігнутою спиною.',
    ar: 'شخصان يرفعان صندوقًا عن الأرض. الشخص 1 يثني ركبتيه ويُبقي ظهره مستقيمًا والصندوق قريبًا من جسمه. الشخص 2 يقف بساقين مستقيمتين وينحني نحو الصندوق بظهر مقوّس.',
  }),
  pickList: image('pick-list.svg', 300, 214, {
    nl: 'Picklijst van order 20431 met vier regels. Regel 1: locatie A-02-1, artikel 10452, aantal 6. Regel 2: locatie B-04-2, artikel 20817, aantal 12. Regel 3: locatie B-07-3, artikel 20933, aantal 4. Regel 4: locatie C-01-1, artikel 31005, aantal 8.',
    en: 'Pick list for order 20431 with four lines. Line 1: location A-02-1, article 10452, quantity 6. Line 2: location B-04-2, article 20817, quantity 12. Line 3: location B-07-3, article 20933, quantity 4. Line 4: location C-01-1, article 31005, quantity 8.',
    pl: 'Lista kompletacyjna zamówienia 20431, cztery pozycje. Pozycja 1: lokalizacja A-02-1, artykuł 10452, ilość 6. Pozycja 2: lokalizacja B-04-2, artykuł 20817, ilość 12. Pozycja 3: lokalizacja B-07-3, artykuł 20933, ilość 4. Pozycja 4: lokalizacja C-01-1, artykuł 31005, ilość 8.',
    tr: '20431 numaralı siparişin dört satırlık toplama listesi. Satır 1: lokasyon A-02-1, ürün 10452, adet 6. Satır 2: lokasyon B-04-2, ürün 20817, adet 12. Satır 3: lokasyon B-07-3, ürün 20933, adet 4. Satır 4: lokasyon C-01-1, ürün 31005, adet 8.',
    uk: 'Список комплектації замовлення 20431, чотири рядки. Рядок 1: місце A-02-1, артикул 10452, кількість 6. Рядок 2: місце B-04-2, артикул 20817, кількість 12. Рядок 3: місце B-07-3, артикул 20933, кількість 4. Рядок 4: місце C-01-1, артикул 31005, кількість 8.',
    ar: 'قائمة انتقاء للطلبية 20431 فيها أربعة أسطر. السطر 1: الموقع A-02-1، الصنف 10452، الكمية 6. السطر 2: الموقع B-04-2، الصنف 20817، الكمية 12. السطر 3: الموقع B-07-3، الصنف 20933، الكمية 4. السطر 4: الموقع C-01-1، الصنف 31005، الكمية 8.',
  }),
  palletLabel: image('pallet-label.svg', 240, 290, {
    nl: 'Palletlabel. SSCC: (00) 387123450000123452. Artikel: 20817. Aantal (dozen): 40. Locatie: B-04-2. Onderaan staat een streepjescode.',
    en: 'Pallet label. SSCC: (00) 387123450000123452. Article: 20817. Quantity (boxes): 40. Location: B-04-2. There is a barcode at the bottom.',
    pl: 'Etykieta paletowa. SSCC: (00) 387123450000123452. Artykuł: 20817. Ilość (kartony): 40. Lokalizacja: B-04-2. Na dole jest kod kreskowy.',
    tr: 'Palet etiketi. SSCC: (00) 387123450000123452. Ürün: 20817. Adet (koli): 40. Lokasyon: B-04-2. Altta bir barkod var.',
    uk: 'Етикетка палети. SSCC: (00) 387123450000123452. Артикул: 20817. Кількість (коробки): 40. Місце: B-04-2. Унизу є штрихкод.',
    ar: 'ملصق منصة. SSCC: (00) 387123450000123452. الصنف: 20817. الكمية (صناديق): 40. الموقع: B-04-2. في الأسفل باركود.',
  }),
  stackingLimit: image('stacking-limit.svg', 160, 190, {
    nl: 'Verpakkingsteken: onderaan een zwarte doos, daarboven een streep en een stapel dozen, met de tekst ‘max 3’.',
    en: 'Packaging symbol: a black box at the bottom, above it a line and a stack of boxes, with the text ‘max 3’.',
    pl: 'Znak na opakowaniu: na dole czarny karton, nad nim kreska i stos kartonów oraz napis „max 3”.',
    tr: 'Ambalaj işareti: altta siyah bir koli, üstünde bir çizgi ve üst üste koliler; yanında ‘max 3’ yazısı var.',
    uk: 'Знак на упаковці: унизу чорна коробка, над нею риска і стос коробок, а також напис «max 3».',
    ar: 'علامة على العبوة: في الأسفل صندوق أسود، وفوقه خط وكومة من الصناديق، مع عبارة «max 3».',
  }),

  // ---- Schoonmaker ----
  clothColours: image('cleaning-cloths-colours.svg', 320, 100, {
    nl: 'Vier schoonmaakdoeken naast elkaar: rood, geel, blauw en groen.',
    en: 'Four cleaning cloths side by side: red, yellow, blue and green.',
    pl: 'Cztery ściereczki obok siebie: czerwona, żółta, niebieska i zielona.',
    tr: 'Yan yana dört temizlik bezi: kırmızı, sarı, mavi ve yeşil.',
    uk: 'Чотири серветки для прибирання поруч: червона, жовта, синя і зелена.',
    ar: 'أربع قطع قماش للتنظيف جنبًا إلى جنب: حمراء وصفراء وزرقاء وخضراء.',
  }),
  slipperyFloor: image('sign-warning-slippery-floor.svg', 200, 176, {
    nl: 'Geel driehoekig waarschuwingsbord met een persoon die uitglijdt.',
    en: 'Yellow triangular warning sign with a person slipping.',
    pl: 'Żółty trójkątny znak ostrzegawczy z osobą, która się poślizgnęła.',
    tr: 'Üzerinde kayan bir kişi olan sarı üçgen uyarı işareti.',
    uk: 'Жовтий трикутний попереджувальний знак із людиною, яка послизнулася.',
    ar: 'لافتة تحذير صفراء مثلثة عليها شخص ينزلق.',
  }),
  ghsExplosive: image('ghs01-explosive.svg', 200, 200, {
    nl: 'Ruitvormig pictogram met een rode rand. Binnenin: een bol die uit elkaar spat.',
    en: 'Diamond-shaped pictogram with a red border. Inside: a ball bursting apart.',
    pl: 'Piktogram w kształcie rombu z czerwoną obwódką. W środku: kula, która rozrywa się na kawałki.',
    tr: 'Kırmızı çerçeveli, eşkenar dörtgen şeklinde piktogram. İçinde: parçalara ayrılan bir top.',
    uk: 'Піктограма у формі ромба з червоною рамкою. Усередині: куля, що розлітається на шматки.',
    ar: 'رمز على شكل معيّن بإطار أحمر، في داخله كرة تتطاير شظايا.',
  }),
  ghsFlammable: image('ghs02-flammable.svg', 200, 200, {
    nl: 'Ruitvormig pictogram met een rode rand. Binnenin: een zwarte vlam.',
    en: 'Diamond-shaped pictogram with a red border. Inside: a black flame.',
    pl: 'Piktogram w kształcie rombu z czerwoną obwódką. W środku: czarny płomień.',
    tr: 'Kırmızı çerçeveli, eşkenar dörtgen şeklinde piktogram. İçinde: siyah bir alev.',
    uk: 'Піктограма у формі ромба з червоною рамкою. Усередині: чорне полум’я.',
    ar: 'رمز على شكل معيّن بإطار أحمر، في داخله لهب أسود.',
  }),
  ghsOxidising: image('ghs03-oxidising.svg', 200, 200, {
    nl: 'Ruitvormig pictogram met een rode rand. Binnenin: een vlam boven een rondje.',
    en: 'Diamond-shaped pictogram with a red border. Inside: a flame above a circle.',
    pl: 'Piktogram w kształcie rombu z czerwoną obwódką. W środku: płomień nad kółkiem.',
    tr: 'Kırmızı çerçeveli, eşkenar dörtgen şeklinde piktogram. İçinde: bir halkanın üzerinde alev.',
    uk: 'Піктограма у формі ромба з червоною рамкою. Усередині: полум’я над колом.',
    ar: 'رمز على شكل معيّن بإطار أحمر، في داخله لهب فوق دائرة.',
  }),
  ghsGas: image('ghs04-gas-under-pressure.svg', 200, 200, {
    nl: 'Ruitvormig pictogram met een rode rand. Binnenin: een gasfles.',
    en: 'Diamond-shaped pictogram with a red border. Inside: a gas cylinder.',
    pl: 'Piktogram w kształcie rombu z czerwoną obwódką. W środku: butla z gazem.',
    tr: 'Kırmızı çerçeveli, eşkenar dörtgen şeklinde piktogram. İçinde: bir gaz tüpü.',
    uk: 'Піктограма у формі ромба з червоною рамкою. Усередині: газовий балон.',
    ar: 'رمز على شكل معيّن بإطار أحمر، في داخله أسطوانة غاز.',
  }),
  ghsCorrosive: image('ghs05-corrosive.svg', 200, 200, {
    nl: 'Ruitvormig pictogram met een rode rand. Binnenin: uit twee buisjes druppelt vloeistof op een stuk metaal en op een hand. Het metaal en de hand zijn aangetast waar de druppels vallen.',
    en: 'Diamond-shaped pictogram with a red border. Inside: liquid drips from two tubes onto a piece of metal and onto a hand. The metal and the hand are eaten away where the drops land.',
    pl: 'Piktogram w kształcie rombu z czerwoną obwódką. W środku: z dwóch probówek kapie płyn na kawałek metalu i na dłoń. Metal i dłoń są nadżarte w miejscach, gdzie spadają krople.',
    tr: 'Kırmızı çerçeveli, eşkenar dörtgen şeklinde piktogram. İçinde: iki tüpten bir metal parçasının ve bir elin üzerine sıvı damlıyor. Damlaların düştüğü yerlerde metal ve el aşınmış.',
    uk: 'Піктограма у формі ромба з червоною рамкою. Усередині: з двох пробірок капає рідина на шматок металу й на руку. Метал і руку роз’їдено там, куди падають краплі.',
    ar: 'رمز على شكل معيّن بإطار أحمر، في داخله سائل يتقطّر من أنبوبين على قطعة معدن وعلى يد، والمكان الذي تسقط عليه القطرات متآكل.',
  }),
  ghsToxic: image('ghs06-toxic.svg', 200, 200, {
    nl: 'Ruitvormig pictogram met een rode rand. Binnenin: een doodshoofd met twee gekruiste botten.',
    en: 'Diamond-shaped pictogram with a red border. Inside: a skull with two crossed bones.',
    pl: 'Piktogram w kształcie rombu z czerwoną obwódką. W środku: czaszka ze skrzyżowanymi piszczelami.',
    tr: 'Kırmızı çerçeveli, eşkenar dörtgen şeklinde piktogram. İçinde: çapraz iki kemik ve bir kafatası.',
    uk: 'Піктограма у формі ромба з червоною рамкою. Усередині: череп і дві схрещені кістки.',
    ar: 'رمز على شكل معيّن بإطار أحمر، في داخله جمجمة وعظمتان متقاطعتان.',
  }),
  ghsHarmful: image('ghs07-harmful.svg', 200, 200, {
    nl: 'Ruitvormig pictogram met een rode rand. Binnenin: een zwart uitroepteken.',
    en: 'Diamond-shaped pictogram with a red border. Inside: a black exclamation mark.',
    pl: 'Piktogram w kształcie rombu z czerwoną obwódką. W środku: czarny wykrzyknik.',
    tr: 'Kırmızı çerçeveli, eşkenar dörtgen şeklinde piktogram. İçinde: siyah bir ünlem işareti.',
    uk: 'Піктограма у формі ромба з червоною рамкою. Усередині: чорний знак оклику.',
    ar: 'رمز على شكل معيّن بإطار أحمر، في داخله علامة تعجّب سوداء.',
  }),
  ghsHealthHazard: image('ghs08-health-hazard.svg', 200, 200, {
    nl: 'Ruitvormig pictogram met een rode rand. Binnenin: het bovenlijf van een persoon met een witte ster op de borst.',
    en: 'Diamond-shaped pictogram with a red border. Inside: the upper body of a person with a white star on the chest.',
    pl: 'Piktogram w kształcie rombu z czerwoną obwódką. W środku: górna część ciała człowieka z białą gwiazdą na piersi.',
    tr: 'Kırmızı çerçeveli, eşkenar dörtgen şeklinde piktogram. İçinde: göğsünde beyaz bir yıldız olan bir insanın üst bedeni.',
    uk: 'Піктограма у формі ромба з червоною рамкою. Усередині: верхня частина тіла людини з білою зіркою на грудях.',
    ar: 'رمز على شكل معيّن بإطار أحمر، في داخله الجزء العلوي من جسم إنسان وعلى صدره نجمة بيضاء.',
  }),
  ghsEnvironment: image('ghs09-environment.svg', 200, 200, {
    nl: 'Ruitvormig pictogram met een rode rand. Binnenin: een dode boom en een dode vis.',
    en: 'Diamond-shaped pictogram with a red border. Inside: a dead tree and a dead fish.',
    pl: 'Piktogram w kształcie rombu z czerwoną obwódką. W środku: martwe drzewo i martwa ryba.',
    tr: 'Kırmızı çerçeveli, eşkenar dörtgen şeklinde piktogram. İçinde: kurumuş bir ağaç ve ölü bir balık.',
    uk: 'Піктограма у формі ромба з червоною рамкою. Усередині: мертве дерево і мертва риба.',
    ar: 'رمز على شكل معيّن بإطار أحمر، في داخله شجرة ميتة وسمكة ميتة.',
  }),
} satisfies Record<string, ContentImage>;
