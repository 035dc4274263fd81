import type { Card, CardTexts } from './types';

export const newsCards: CardTexts<Card> = {
  'blog-launch': {
    uk: ['Вітаємо в блозі {companyName}', 'Гайди, стратегії та анонси матчів від наших трейдерів і аналітиків — для гравців будь-якого рівня.'],
    es: ['Bienvenido al blog de {companyName}', 'Guías, estrategia y previas deportivas, escritas por nuestros traders y analistas para apostadores de todos los niveles.'],
    pt: ['Bem-vindo ao blog da {companyName}', 'Guias, estratégia e prévias esportivas, escritos por nossos traders e analistas para apostadores de todos os níveis.'],
    tr: ['{companyName} bloguna hoş geldiniz', 'Her seviyeden bahisçi için traderlarımız ve analistlerimizin yazdığı rehberler, stratejiler ve maç önizlemeleri.'],
  },
  't20-world-cup-2026-markets': {
    ru: ['Чемпионат мира T20 2026: каждый матч в лайве', 'Исход, лучший бэтсмен и шестёрки — на каждый матч турнира в Индии и Шри-Ланке, до начала и по ходу игры.'],
    uk: ['Чемпіонат світу T20 2026: кожен матч у лайві', 'Результат, найкращий бетсмен і шістки — на кожен матч турніру в Індії та Шрі-Ланці, до початку й під час гри.'],
    es: ['Mundial T20 2026: todos los partidos, en directo', 'Mercados de partido, mejor bateador y seises en cada encuentro del torneo en India y Sri Lanka, antes y durante el juego.'],
    pt: ['Copa do Mundo T20 2026: todas as partidas, ao vivo', 'Mercados de partida, melhor rebatedor e sixes em todos os jogos do torneio na Índia e no Sri Lanka, pré-jogo e ao vivo.'],
    tr: ['T20 Dünya Kupası 2026: her maç canlı', 'Hindistan ve Sri Lanka’daki turnuvanın her maçında maç sonucu, en iyi vurucu ve altılık pazarları, maç öncesi ve canlı.'],
  },
  'ipl-2026-season': {
    ru: ['IPL 2026: рынки на каждый матч и новая страница приложения', 'Новый сезон IPL стартует на этой неделе. На каждый матч есть лайв-рынки, а страница приложения IPL показывает, как ставить с телефона.'],
    uk: ['IPL 2026: ринки на кожен матч і нова сторінка застосунку', 'Новий сезон IPL стартує цього тижня. На кожен матч є лайв-ринки, а сторінка застосунку IPL показує, як ставити з телефона.'],
    es: ['IPL 2026: mercados en cada partido y una nueva página de la app', 'La nueva temporada de la IPL empieza esta semana. Cada partido tiene mercados en directo, y la página de la app explica cómo apostar desde el móvil.'],
    pt: ['IPL 2026: mercados em todas as partidas e uma nova página do app', 'A nova temporada da IPL começa esta semana. Todas as partidas têm mercados ao vivo, e a página do app mostra como apostar pelo celular.'],
    tr: ['IPL 2026: her maça pazarlar ve yeni uygulama sayfası', 'Yeni IPL sezonu bu hafta başlıyor. Her maçın canlı pazarları var; IPL uygulama sayfası telefondan nasıl bahis yapılacağını gösteriyor.'],
  },
  'betting-calculator-update': {
    ru: ['Калькулятор ставок теперь считает системы и все форматы коэффициентов', 'Рассчитайте выплату ординара, экспресса или системы до того, как сделать ставку, — в десятичных, дробных или американских коэффициентах.'],
    uk: ['Калькулятор ставок тепер рахує системи та всі формати коефіцієнтів', 'Розрахуйте виплату ординару, експресу або системи до того, як зробити ставку, — у десяткових, дробових чи американських коефіцієнтах.'],
    es: ['La calculadora de apuestas ya admite sistemas y todos los formatos de cuota', 'Calcula el pago de una simple, una combinada o un sistema antes de apostar, con cuotas decimales, fraccionarias o americanas.'],
    pt: ['A calculadora de apostas agora calcula sistemas e todos os formatos de odds', 'Calcule o retorno de uma simples, uma múltipla ou um sistema antes de apostar, em odds decimais, fracionárias ou americanas.'],
    tr: ['Bahis hesaplayıcı artık sistemleri ve tüm oran biçimlerini hesaplıyor', 'Tekli, kombine veya sistem bahsinin ödemesini oynamadan önce ondalık, kesirli ya da Amerikan oranlarla hesaplayın.'],
  },
  'reality-check-reminders': {
    uk: ['Перевірка реальності: нагадування, скільки часу ви граєте', 'Оберіть інтервал — і сайт нагадає, скільки часу ви в системі, з посиланням на вашу історію.'],
    es: ['Controles de realidad: un aviso de cuánto tiempo llevas jugando', 'Elige un intervalo y el sitio te recuerda cuánto tiempo llevas conectado, con un enlace a tu historial.'],
    pt: ['Verificação de realidade: um lembrete de quanto tempo você está jogando', 'Escolha um intervalo e o site lembra há quanto tempo você está conectado, com um link para o seu histórico.'],
    tr: ['Gerçeklik kontrolü: ne kadar süredir oynadığınızın hatırlatıcısı', 'Bir aralık seçin; site ne kadar süredir oturum açık olduğunu geçmişinize bir bağlantıyla hatırlatsın.'],
  },
  'six-languages': {
    ru: ['Сайт теперь говорит на шести языках', 'К английскому и русскому добавились украинский, испанский, португальский и турецкий.'],
    uk: ['Сайт тепер розмовляє шістьма мовами', 'До англійської та російської додалися українська, іспанська, португальська й турецька.'],
    es: ['El sitio ya habla seis idiomas', 'El ucraniano, el español, el portugués y el turco se suman al inglés y al ruso.'],
    pt: ['O site agora fala seis idiomas', 'Ucraniano, espanhol, português e turco se juntam ao inglês e ao russo.'],
    tr: ['Site artık altı dil konuşuyor', 'Ukraynaca, İspanyolca, Portekizce ve Türkçe, İngilizce ile Rusçaya katıldı.'],
  },
  'multi-currency-accounts': {
    ru: ['Балансы в нескольких валютах', 'Добавьте второй валютный счёт в личном кабинете и переключайтесь между счетами в один клик.'],
    uk: ['Баланси в кількох валютах', 'Додайте другий валютний рахунок в особистому кабінеті та перемикайтеся між рахунками в один клік.'],
    es: ['Saldos en varias monedas', 'Añade una segunda cuenta en otra moneda desde tu área personal y cambia de cuenta con un clic.'],
    pt: ['Saldos em várias moedas', 'Adicione uma segunda conta em outra moeda na sua área pessoal e alterne entre as contas com um clique.'],
    tr: ['Birden fazla para biriminde bakiye', 'Hesabım bölümünden ikinci bir para birimi hesabı ekleyin ve hesaplar arasında tek tıkla geçin.'],
  },
  'provably-fair-demo-games': {
    ru: ['Честные слот, краш и скретч-карта с проверкой', 'Три игры, каждый раунд которых можно проверить самому; в демо-режиме — без аккаунта.'],
    uk: ['Чесні слот, краш і скретч-картка з перевіркою', 'Три ігри, кожен раунд яких можна перевірити самостійно; у демо-режимі — без акаунта.'],
    es: ['Slot, crash y rasca y gana demostrablemente justos', 'Tres juegos cuyas rondas puedes verificar tú mismo, jugables en modo demo sin cuenta.'],
    pt: ['Slot, crash e raspadinha comprovadamente justos', 'Três jogos cujas rodadas você mesmo pode verificar, jogáveis no modo demo sem conta.'],
    tr: ['Kanıtlanabilir adil slot, crash ve kazı kazan', 'Her turunu kendiniz doğrulayabileceğiniz üç oyun; hesap olmadan demo modunda oynanabilir.'],
  },
  'payment-history-details': {
    ru: ['История платежей показывает каждый шаг вывода', 'Смотрите, когда вывод был запрошен, проверен и выплачен, и задайте вопрос о платеже прямо из списка.'],
    uk: ['Історія платежів показує кожен крок виведення', 'Дивіться, коли виведення було запитано, перевірено та виплачено, і поставте запитання про платіж просто зі списку.'],
    es: ['El historial de pagos muestra cada paso de una retirada', 'Consulta cuándo se solicitó, revisó y pagó una retirada, y envía una pregunta sobre un pago directamente desde la lista.'],
    pt: ['O histórico de pagamentos mostra cada etapa de um saque', 'Veja quando um saque foi solicitado, verificado e pago, e envie uma pergunta sobre um pagamento direto da lista.'],
    tr: ['Ödeme geçmişi bir çekimin her adımını gösteriyor', 'Bir çekimin ne zaman talep edildiğini, kontrol edildiğini ve ödendiğini görün; bir ödeme hakkında doğrudan listeden soru gönderin.'],
  },
  'betting-awards-2026-voting-opens': {
    ru: ['Betting Awards 2026: как проходит голосование', 'Шорт-лист публикуется 1 декабря, голосование длится две недели. Каждый проголосовавший участвует в розыгрыше призов.'],
    uk: ['Betting Awards 2026: як проходить голосування', 'Шорт-лист публікується 1 грудня, голосування триває два тижні. Кожен, хто проголосував, бере участь у розіграші призів.'],
    es: ['Betting Awards 2026: así funciona la votación', 'La lista de finalistas se publica el 1 de diciembre y la votación dura dos semanas. Cada votante entra en el sorteo de premios.'],
    pt: ['Betting Awards 2026: como funciona a votação', 'A lista de finalistas sai em 1º de dezembro e a votação dura duas semanas. Todo votante concorre ao sorteio de prêmios.'],
    tr: ['Betting Awards 2026: oylama nasıl işliyor', 'Kısa liste 1 Aralık’ta yayımlanıyor ve oylama iki hafta sürüyor. Oy veren herkes ödül çekilişine katılıyor.'],
  },
};
