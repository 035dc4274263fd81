/**
 * The line's reference data: sports and esports disciplines, countries, champs and their teams. Written to
 * the database by the seed step `0013_line`; the schedule (schedule.ts) draws games from the champs' team lists.
 * Ids are fixed here: never renumber one that has shipped (coupons, user configs' disallowed sports refer to them).
 */
export type OddsModel = 'poisson' | 'elo';

export interface ChampDef {
  readonly id: number;
  readonly name: string;
  readonly country: string;
  readonly top?: boolean;
  /** Games a day on average (the schedule draws 0…2×). */
  readonly perDay: number;
  readonly teams: readonly string[];
}

export interface SportDef {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly esports: 'real' | 'virtual' | null;
  /** poisson: goals/points arrive at a rate (football-like); elo: maps, sets or bouts won by rating (esports, tennis). */
  readonly model: OddsModel;
  readonly hasDraw: boolean;
  /** Halves, quarters, periods; for elo sports the series length (best of N maps or sets). */
  readonly periods: number;
  readonly periodSeconds: number;
  /** poisson: average total goals/points of a whole game between equal teams. */
  readonly goals: number;
  readonly champs: readonly ChampDef[];
}

export const COUNTRIES: readonly { id: number; code: string; name: string }[] = [
  { id: 1, code: 'int', name: 'International' },
  { id: 2, code: 'gb', name: 'England' },
  { id: 3, code: 'es', name: 'Spain' },
  { id: 4, code: 'de', name: 'Germany' },
  { id: 5, code: 'it', name: 'Italy' },
  { id: 6, code: 'fr', name: 'France' },
  { id: 7, code: 'ru', name: 'Russia' },
  { id: 8, code: 'us', name: 'USA' },
  { id: 9, code: 'br', name: 'Brazil' },
  { id: 10, code: 'pt', name: 'Portugal' },
  { id: 11, code: 'nl', name: 'Netherlands' },
  { id: 12, code: 'tr', name: 'Turkey' },
  { id: 13, code: 'eu', name: 'Europe' },
  { id: 14, code: 'ar', name: 'Argentina' },
  { id: 15, code: 'se', name: 'Sweden' },
  { id: 16, code: 'fi', name: 'Finland' },
  { id: 17, code: 'cz', name: 'Czech Republic' },
  { id: 18, code: 'jp', name: 'Japan' },
  { id: 19, code: 'au', name: 'Australia' },
  { id: 20, code: 'in', name: 'India' },
  { id: 21, code: 'cn', name: 'China' },
  { id: 22, code: 'kr', name: 'South Korea' },
];

const t = (names: string): readonly string[] => names.split('|');

const EPL = t('Arsenal|Aston Villa|Bournemouth|Brentford|Brighton|Chelsea|Crystal Palace|Everton|Fulham|Liverpool|Manchester City|Manchester United|Newcastle United|Nottingham Forest|Tottenham Hotspur|West Ham United|Wolverhampton|Leeds United|Burnley|Sunderland');
const LALIGA = t('Real Madrid|Barcelona|Atletico Madrid|Athletic Bilbao|Real Sociedad|Villarreal|Real Betis|Sevilla|Valencia|Girona|Osasuna|Celta Vigo|Getafe|Mallorca|Rayo Vallecano|Alaves|Espanyol|Levante|Elche|Real Oviedo');
const BUNDESLIGA = t('Bayern Munich|Borussia Dortmund|Bayer Leverkusen|RB Leipzig|Eintracht Frankfurt|VfB Stuttgart|SC Freiburg|Wolfsburg|Borussia Monchengladbach|Werder Bremen|Union Berlin|Mainz 05|Augsburg|Hoffenheim|Heidenheim|St. Pauli|Hamburger SV|1. FC Koln');
const SERIEA = t('Inter|AC Milan|Juventus|Napoli|Atalanta|Roma|Lazio|Fiorentina|Bologna|Torino|Genoa|Udinese|Como|Cagliari|Lecce|Parma|Sassuolo|Verona|Cremonese|Pisa');
const LIGUE1 = t('Paris Saint-Germain|Marseille|Monaco|Lille|Lyon|Nice|Lens|Rennes|Strasbourg|Toulouse|Brest|Nantes|Auxerre|Angers|Le Havre|Lorient|Metz|Paris FC');
const RPL = t('Zenit|Spartak Moscow|CSKA Moscow|Lokomotiv Moscow|Dynamo Moscow|Krasnodar|Rostov|Rubin Kazan|Akhmat|Krylia Sovetov|Orenburg|Baltika|Fakel|Pari NN|Dynamo Makhachkala|Sochi');
const UCL = t('Real Madrid|Barcelona|Bayern Munich|Manchester City|Liverpool|Arsenal|Paris Saint-Germain|Inter|Juventus|Borussia Dortmund|Atletico Madrid|Benfica|Porto|Ajax|PSV|Napoli|Chelsea|Sporting CP|Galatasaray|Club Brugge');
const BRA = t('Flamengo|Palmeiras|Sao Paulo|Corinthians|Fluminense|Botafogo|Gremio|Internacional|Atletico Mineiro|Cruzeiro|Vasco da Gama|Bahia|Fortaleza|Santos|Bragantino|Vitoria');
const ARG = t('River Plate|Boca Juniors|Racing Club|Independiente|San Lorenzo|Estudiantes|Velez Sarsfield|Talleres|Lanus|Rosario Central|Newells Old Boys|Argentinos Juniors');
const POR = t('Benfica|Porto|Sporting CP|Braga|Vitoria Guimaraes|Famalicao|Gil Vicente|Casa Pia|Estoril|Moreirense|Rio Ave|Arouca');
const ERE = t('Ajax|PSV|Feyenoord|AZ Alkmaar|Twente|Utrecht|Heerenveen|Sparta Rotterdam|NEC Nijmegen|Go Ahead Eagles|Fortuna Sittard|Groningen');
const TUR = t('Galatasaray|Fenerbahce|Besiktas|Trabzonspor|Basaksehir|Samsunspor|Goztepe|Kasimpasa|Antalyaspor|Konyaspor|Alanyaspor|Rizespor');
const MLS = t('Inter Miami|LA Galaxy|LAFC|Seattle Sounders|Atlanta United|New York City FC|New York Red Bulls|Columbus Crew|Cincinnati|Philadelphia Union|Orlando City|Portland Timbers|Austin FC|Nashville SC');
const NHL = t('Boston Bruins|Toronto Maple Leafs|Montreal Canadiens|New York Rangers|Pittsburgh Penguins|Washington Capitals|Tampa Bay Lightning|Florida Panthers|Carolina Hurricanes|Edmonton Oilers|Colorado Avalanche|Dallas Stars|Vegas Golden Knights|Winnipeg Jets|Vancouver Canucks|Los Angeles Kings|New Jersey Devils|Detroit Red Wings');
const KHL = t('SKA St. Petersburg|CSKA Moscow|Lokomotiv Yaroslavl|Metallurg Magnitogorsk|Ak Bars Kazan|Avangard Omsk|Dynamo Moscow|Spartak Moscow|Traktor Chelyabinsk|Salavat Yulaev|Torpedo Nizhny Novgorod|Severstal|Avtomobilist|Sibir Novosibirsk');
const SHL = t('Frolunda|Farjestad|Skelleftea|Lulea|Vaxjo Lakers|Djurgarden|Rogle|Malmo Redhawks|Orebro|HV71|Brynas|Linkoping');
const LIIGA = t('Tappara|Ilves|HIFK|Karpat|Lukko|TPS|KalPa|Pelicans|JYP|SaiPa|Assat|KooKoo');
const NBA = t('Boston Celtics|Los Angeles Lakers|Golden State Warriors|Milwaukee Bucks|Denver Nuggets|Phoenix Suns|Miami Heat|Philadelphia 76ers|New York Knicks|Dallas Mavericks|Oklahoma City Thunder|Minnesota Timberwolves|Cleveland Cavaliers|Sacramento Kings|Indiana Pacers|Orlando Magic|Houston Rockets|San Antonio Spurs');
const EUROLEAGUE = t('Real Madrid|Barcelona|Fenerbahce|Anadolu Efes|Olympiacos|Panathinaikos|Maccabi Tel Aviv|Partizan|Crvena Zvezda|Monaco|Virtus Bologna|Olimpia Milano|Baskonia|Bayern Munich|Zalgiris|Valencia Basket|Paris Basketball|Dubai Basketball');
const VTB = t('CSKA Moscow|Zenit St. Petersburg|UNICS Kazan|Lokomotiv Kuban|Parma|Nizhny Novgorod|Avtodor|Enisey|Samara|MBA Moscow');
const ATP = t('Jannik Sinner|Carlos Alcaraz|Alexander Zverev|Novak Djokovic|Taylor Fritz|Jack Draper|Lorenzo Musetti|Alex de Minaur|Casper Ruud|Daniil Medvedev|Holger Rune|Ben Shelton|Tommy Paul|Andrey Rublev|Stefanos Tsitsipas|Frances Tiafoe|Karen Khachanov|Ugo Humbert|Grigor Dimitrov|Hubert Hurkacz');
const WTA = t('Aryna Sabalenka|Iga Swiatek|Coco Gauff|Jessica Pegula|Elena Rybakina|Mirra Andreeva|Madison Keys|Jasmine Paolini|Qinwen Zheng|Emma Navarro|Paula Badosa|Diana Shnaider|Daria Kasatkina|Karolina Muchova|Elina Svitolina|Amanda Anisimova|Belinda Bencic|Ekaterina Alexandrova');
const VOLLEY = t('Zenit Kazan|Dynamo Moscow|Trentino|Perugia|Civitanova|Jastrzebski Wegiel|Zaksa|Halkbank|Ziraat Bankasi|Berlin Recycling|Piacenza|Modena');
const HANDBALL = t('Barcelona|Paris Saint-Germain|THW Kiel|SC Magdeburg|Fuchse Berlin|Veszprem|Pick Szeged|Aalborg|Kielce|Montpellier|Sporting CP|Nantes');
const NFL = t('Kansas City Chiefs|Buffalo Bills|Philadelphia Eagles|Baltimore Ravens|Detroit Lions|San Francisco 49ers|Dallas Cowboys|Green Bay Packers|Cincinnati Bengals|Miami Dolphins|Houston Texans|Los Angeles Rams|Pittsburgh Steelers|Minnesota Vikings');
const MLB = t('Los Angeles Dodgers|New York Yankees|Houston Astros|Atlanta Braves|Philadelphia Phillies|Baltimore Orioles|Texas Rangers|San Diego Padres|Toronto Blue Jays|Boston Red Sox|Chicago Cubs|Seattle Mariners|New York Mets|Milwaukee Brewers');
const NPB = t('Yomiuri Giants|Hanshin Tigers|Yokohama BayStars|Hiroshima Carp|Chunichi Dragons|Yakult Swallows|SoftBank Hawks|Orix Buffaloes|Lotte Marines|Rakuten Eagles|Seibu Lions|Nippon-Ham Fighters');
const RUGBY = t('Leinster|Munster|Toulouse|La Rochelle|Bordeaux Begles|Saracens|Leicester Tigers|Northampton Saints|Bath|Harlequins|Stormers|Bulls');
const TT = t('Fan Zhendong|Wang Chuqin|Ma Long|Lin Shidong|Hugo Calderano|Truls Moregardh|Tomokazu Harimoto|Felix Lebrun|Alexis Lebrun|Dang Qiu|Lin Yun-ju|Jang Woojin|Patrick Franziska|Liang Jingkun');
const DARTS = t('Luke Littler|Luke Humphries|Michael van Gerwen|Gerwyn Price|Michael Smith|Rob Cross|Peter Wright|Nathan Aspinall|Stephen Bunting|Damon Heta|Jonny Clayton|Danny Noppert|Gian van Veen|Josh Rock');
const SNOOKER = t('Judd Trump|Mark Selby|Ronnie O\'Sullivan|Kyren Wilson|Mark Allen|Neil Robertson|John Higgins|Zhao Xintong|Shaun Murphy|Mark Williams|Ding Junhui|Luca Brecel|Si Jiahui|Barry Hawkins');
const BADMINTON = t('Shi Yuqi|Viktor Axelsen|Anders Antonsen|Kunlavut Vitidsarn|Li Shifeng|Jonatan Christie|Kodai Naraoka|Lee Zii Jia|Chou Tien-chen|Lakshya Sen|Loh Kean Yew|Christo Popov');
const MMA = t('Islam Makhachev|Ilia Topuria|Jon Jones|Tom Aspinall|Alex Pereira|Dricus du Plessis|Belal Muhammad|Merab Dvalishvili|Alexandre Pantoja|Khamzat Chimaev|Arman Tsarukyan|Charles Oliveira|Max Holloway|Sean Strickland');
const BOXING = t('Oleksandr Usyk|Naoya Inoue|Terence Crawford|Canelo Alvarez|Dmitry Bivol|Artur Beterbiev|Shakur Stevenson|Gervonta Davis|Daniel Dubois|Jai Opetaia|Devin Haney|Jaron Ennis');
const CRICKET = t('India|Australia|England|South Africa|New Zealand|Pakistan|Sri Lanka|West Indies|Bangladesh|Afghanistan');
const IPL = t('Mumbai Indians|Chennai Super Kings|Royal Challengers Bengaluru|Kolkata Knight Riders|Sunrisers Hyderabad|Delhi Capitals|Rajasthan Royals|Punjab Kings|Gujarat Titans|Lucknow Super Giants');
const FUTSAL = t('Barca Futsal|ElPozo Murcia|Movistar Inter|Palma Futsal|Sporting CP Futsal|Benfica Futsal|Kairat Almaty|Sporting Anderlecht|Ilves Futsal|Haladas');
const WATERPOLO = t('Pro Recco|Ferencvaros|Olympiacos|Novi Beograd|Barceloneta|Jadran Split|Radnicki|Brescia|Marseille|Spandau 04');
const FLOORBALL = t('Storvreta|Falun|Pixbo|Tatran Stresovice|Classic|SPV|Mlada Boleslav|Vitkovice|Nykoping|Thorengruppen');
const BEACH = t('Mol/Sorum|Perusic/Schweiner|Ahman/Hellvig|Cherif/Ahmed|Evandro/Arthur|Partain/Benesh|Boermans/de Groot|Ehlers/Wickler|Krasilnikov/Stoyanovskiy|Nicolai/Cottafava');
const CS2 = t('Natus Vincere|Team Vitality|FaZe Clan|G2 Esports|Team Spirit|MOUZ|Astralis|Team Liquid|Heroic|Complexity|Virtus.pro|Team Falcons|The MongolZ|Eternal Fire|FURIA|3DMAX|Aurora|paiN Gaming');
const DOTA = t('Team Spirit|Gaimin Gladiators|Tundra Esports|Team Liquid|BetBoom Team|Xtreme Gaming|Team Falcons|OG|PARIVISION|Aurora Gaming|Nigma Galaxy|HEROIC|Talon Esports|Natus Vincere');
const LOL = t('T1|Gen.G|Hanwha Life Esports|Dplus KIA|KT Rolster|G2 Esports|Fnatic|Movistar KOI|Team BDS|Bilibili Gaming|JD Gaming|Top Esports|Weibo Gaming|Anyone\'s Legend|Team Liquid|FlyQuest');
const VALORANT = t('Sentinels|Fnatic|Paper Rex|EDward Gaming|Team Heretics|G2 Esports|LOUD|DRX|Gen.G|Team Liquid|Leviatan|100 Thieves|NRG|Trace Esports|Rex Regum Qeon|Xi Lai Gaming');
const R6 = t('Team BDS|FaZe Clan|w7m esports|G2 Esports|Team Liquid|Shopify Rebellion|DarkZero|Virtus.pro|Wolves Esports|Spacestation Gaming');
const SC2 = t('Serral|Clem|Maru|herO|Dark|Cure|Reynor|ByuN|Classic|Solar|MaxPax|Oliveira');
const RL = t('Team Vitality|Karmine Corp|Team Falcons|G2 Stride|Gentle Mates|Spacestation Gaming|Team BDS|Geekay Esports|Complexity|FURIA');
const MLBB = t('ONIC|RRQ Hoshi|Team Liquid ID|Falcons AP Bren|Selangor Red Giants|EVOS Glory|Blacklist International|Fnatic ONIC PH');
const FIFA = t('Arsenal (Kray)|Real Madrid (Boss)|Bayern (Luntik)|Liverpool (Cavani)|Barcelona (Flamingo)|Man City (Kodak)|PSG (Dennis)|Inter (Vendetta)|Juventus (Felix)|Milan (Wolf)|Chelsea (Panther)|Dortmund (Rocky)');
const EBASKET = t('Lakers (Grizzly)|Celtics (Bulldog)|Warriors (Snake)|Nuggets (Owl)|Bucks (Crow)|Heat (Fox)|Suns (Hawk)|Knicks (Tiger)');
const EHOCKEY = t('Rangers (Ice)|Bruins (Polar)|Oilers (Storm)|Avalanche (Frost)|Lightning (Blaze)|Maple Leafs (Husky)|Panthers (Lynx)|Stars (Wolfie)');
const MK = t('Scorpion|Sub-Zero|Liu Kang|Raiden|Kitana|Jade|Sonya Blade|Johnny Cage|Kung Lao|Shang Tsung');

/** How a sport's games are played and priced: everything of a SportDef but who it is and its champs. */
type Play = Pick<SportDef, 'model' | 'hasDraw' | 'periods' | 'periodSeconds' | 'goals'>;

/** A poisson sport (goals or points arrive at a rate): its periods, their minutes and the average total of a game. */
const goals = (hasDraw: boolean) => (periods: number, periodMinutes: number, average: number): Play => ({ model: 'poisson', hasDraw, periods, periodSeconds: periodMinutes * 60, goals: average });
const goalsWithDraw = goals(true);
const goalsNoDraw = goals(false);
/** An elo sport (maps, sets or bouts won by rating): the series length and the minutes of one of them; never a draw. */
const byRating = (periods: number, periodMinutes: number): Play => ({ model: 'elo', hasDraw: false, periods, periodSeconds: periodMinutes * 60, goals: 0 });

const sport = (esports: SportDef['esports']) => (id: number, slug: string, name: string, play: Play, champs: readonly ChampDef[]): SportDef => ({ id, slug, name, esports, ...play, champs });
const classic = sport(null);
const esport = sport('real');
const virtual = sport('virtual');

export const SPORTS: readonly SportDef[] = [
  classic(1, 'football', 'Football', goalsWithDraw(2, 45, 2.7), [
    { id: 101, name: 'England. Premier League', country: 'gb', top: true, perDay: 3, teams: EPL },
    { id: 102, name: 'Spain. LaLiga', country: 'es', top: true, perDay: 3, teams: LALIGA },
    { id: 103, name: 'Germany. Bundesliga', country: 'de', top: true, perDay: 2, teams: BUNDESLIGA },
    { id: 104, name: 'Italy. Serie A', country: 'it', top: true, perDay: 3, teams: SERIEA },
    { id: 105, name: 'France. Ligue 1', country: 'fr', perDay: 2, teams: LIGUE1 },
    { id: 106, name: 'Russia. Premier League', country: 'ru', perDay: 2, teams: RPL },
    { id: 107, name: 'UEFA Champions League', country: 'eu', top: true, perDay: 2, teams: UCL },
    { id: 108, name: 'Brazil. Serie A', country: 'br', perDay: 2, teams: BRA },
    { id: 109, name: 'Argentina. Liga Profesional', country: 'ar', perDay: 1, teams: ARG },
    { id: 110, name: 'Portugal. Primeira Liga', country: 'pt', perDay: 1, teams: POR },
    { id: 111, name: 'Netherlands. Eredivisie', country: 'nl', perDay: 1, teams: ERE },
    { id: 112, name: 'Turkey. Super Lig', country: 'tr', perDay: 1, teams: TUR },
    { id: 113, name: 'USA. MLS', country: 'us', perDay: 1, teams: MLS },
  ]),
  classic(2, 'ice-hockey', 'Ice Hockey', goalsWithDraw(3, 20, 5.6), [
    { id: 201, name: 'NHL', country: 'us', top: true, perDay: 3, teams: NHL },
    { id: 202, name: 'KHL', country: 'ru', top: true, perDay: 3, teams: KHL },
    { id: 203, name: 'Sweden. SHL', country: 'se', perDay: 1, teams: SHL },
    { id: 204, name: 'Finland. Liiga', country: 'fi', perDay: 1, teams: LIIGA },
  ]),
  classic(3, 'basketball', 'Basketball', goalsNoDraw(4, 12, 220), [
    { id: 301, name: 'NBA', country: 'us', top: true, perDay: 4, teams: NBA },
    { id: 302, name: 'Euroleague', country: 'eu', top: true, perDay: 2, teams: EUROLEAGUE },
    { id: 303, name: 'VTB United League', country: 'ru', perDay: 1, teams: VTB },
  ]),
  classic(4, 'tennis', 'Tennis', byRating(3, 40), [
    { id: 401, name: 'ATP. Finals', country: 'int', top: true, perDay: 3, teams: ATP },
    { id: 402, name: 'WTA. Finals', country: 'int', perDay: 3, teams: WTA },
  ]),
  classic(5, 'volleyball', 'Volleyball', byRating(5, 25), [{ id: 501, name: 'CEV Champions League', country: 'eu', perDay: 2, teams: VOLLEY }]),
  classic(6, 'handball', 'Handball', goalsWithDraw(2, 30, 56), [{ id: 601, name: 'EHF Champions League', country: 'eu', perDay: 2, teams: HANDBALL }]),
  classic(7, 'american-football', 'American Football', goalsNoDraw(4, 15, 45), [{ id: 701, name: 'NFL', country: 'us', top: true, perDay: 2, teams: NFL }]),
  classic(8, 'baseball', 'Baseball', goalsNoDraw(9, 20, 8.8), [
    { id: 801, name: 'MLB', country: 'us', perDay: 2, teams: MLB },
    { id: 802, name: 'Japan. NPB', country: 'jp', perDay: 1, teams: NPB },
  ]),
  classic(9, 'rugby', 'Rugby Union', goalsWithDraw(2, 40, 48), [{ id: 901, name: 'European Rugby Champions Cup', country: 'eu', perDay: 1, teams: RUGBY }]),
  classic(10, 'table-tennis', 'Table Tennis', byRating(5, 8), [{ id: 1001, name: 'WTT Champions', country: 'int', perDay: 4, teams: TT }]),
  classic(11, 'futsal', 'Futsal', goalsWithDraw(2, 20, 6), [{ id: 1101, name: 'UEFA Futsal Champions League', country: 'eu', perDay: 1, teams: FUTSAL }]),
  classic(12, 'water-polo', 'Water Polo', goalsWithDraw(4, 8, 22), [{ id: 1201, name: 'LEN Champions League', country: 'eu', perDay: 1, teams: WATERPOLO }]),
  classic(13, 'cricket', 'Cricket', byRating(1, 180), [
    { id: 1301, name: 'ICC T20 World Cup', country: 'int', top: true, perDay: 1, teams: CRICKET },
    { id: 1302, name: 'India. IPL', country: 'in', perDay: 1, teams: IPL },
  ]),
  classic(14, 'darts', 'Darts', byRating(5, 12), [{ id: 1401, name: 'PDC World Championship', country: 'gb', perDay: 3, teams: DARTS }]),
  classic(15, 'snooker', 'Snooker', byRating(7, 15), [{ id: 1501, name: 'UK Championship', country: 'gb', perDay: 2, teams: SNOOKER }]),
  classic(16, 'badminton', 'Badminton', byRating(3, 20), [{ id: 1601, name: 'BWF World Tour Finals', country: 'int', perDay: 2, teams: BADMINTON }]),
  classic(17, 'mma', 'MMA', byRating(1, 15), [{ id: 1701, name: 'UFC', country: 'us', top: true, perDay: 2, teams: MMA }]),
  classic(18, 'boxing', 'Boxing', byRating(1, 36), [{ id: 1801, name: 'World Title Fights', country: 'int', perDay: 1, teams: BOXING }]),
  classic(19, 'beach-volleyball', 'Beach Volleyball', byRating(3, 20), [{ id: 1901, name: 'Beach Pro Tour Elite 16', country: 'int', perDay: 2, teams: BEACH }]),
  classic(20, 'floorball', 'Floorball', goalsWithDraw(3, 20, 10), [{ id: 2001, name: 'Champions Cup', country: 'se', perDay: 1, teams: FLOORBALL }]),
  esport(40, 'cs2', 'Counter-Strike 2', byRating(3, 40), [
    { id: 4001, name: 'IEM World Championship', country: 'int', top: true, perDay: 3, teams: CS2 },
    { id: 4002, name: 'ESL Pro League', country: 'int', perDay: 3, teams: CS2 },
    { id: 4003, name: 'BLAST Premier', country: 'int', perDay: 2, teams: CS2 },
  ]),
  esport(41, 'dota-2', 'Dota 2', byRating(3, 40), [
    { id: 4101, name: 'The International', country: 'int', top: true, perDay: 3, teams: DOTA },
    { id: 4102, name: 'DreamLeague', country: 'int', perDay: 2, teams: DOTA },
  ]),
  esport(42, 'lol', 'League of Legends', byRating(3, 35), [
    { id: 4201, name: 'LoL World Championship', country: 'int', top: true, perDay: 2, teams: LOL },
    { id: 4202, name: 'LCK', country: 'kr', perDay: 2, teams: LOL.slice(0, 5).concat(t('Nongshim RedForce|BNK FearX|DRX|OKSavingsBank BRION|DN Freecs')) },
  ]),
  esport(43, 'valorant', 'Valorant', byRating(3, 45), [{ id: 4301, name: 'VCT Champions', country: 'int', top: true, perDay: 2, teams: VALORANT }]),
  esport(44, 'rainbow-six', 'Rainbow Six Siege', byRating(3, 35), [{ id: 4401, name: 'Six Invitational', country: 'int', perDay: 2, teams: R6 }]),
  esport(45, 'starcraft-2', 'StarCraft II', byRating(5, 15), [{ id: 4501, name: 'Esports World Cup. StarCraft II', country: 'int', perDay: 2, teams: SC2 }]),
  esport(46, 'rocket-league', 'Rocket League', byRating(5, 7), [{ id: 4601, name: 'RLCS World Championship', country: 'int', perDay: 2, teams: RL }]),
  esport(47, 'mobile-legends', 'Mobile Legends', byRating(3, 18), [{ id: 4701, name: 'MPL Indonesia', country: 'int', perDay: 2, teams: MLBB }]),
  virtual(50, 'fifa', 'FIFA', goalsWithDraw(2, 6, 3.6), [
    { id: 5001, name: 'FIFA. Battle 8 min', country: 'int', top: true, perDay: 8, teams: FIFA },
    { id: 5002, name: 'FIFA. Volta League', country: 'int', perDay: 6, teams: FIFA },
  ]),
  virtual(51, 'ebasketball', 'eBasketball', goalsNoDraw(4, 5, 120), [{ id: 5101, name: 'NBA 2K. H2H GG League', country: 'int', perDay: 6, teams: EBASKET }]),
  virtual(52, 'ehockey', 'eHockey', goalsWithDraw(3, 4, 6), [{ id: 5201, name: 'NHL 25. Cyber League', country: 'int', perDay: 5, teams: EHOCKEY }]),
  virtual(53, 'mortal-kombat', 'Mortal Kombat', byRating(3, 2), [{ id: 5301, name: 'Mortal Kombat 1. Cyber Fights', country: 'int', perDay: 6, teams: MK }]),
];

export const SPORT_BY_ID: ReadonlyMap<number, SportDef> = new Map(SPORTS.map((sport) => [sport.id, sport]));
export const CHAMPS: readonly (ChampDef & { readonly sportId: number })[] = SPORTS.flatMap((sport) => sport.champs.map((champ) => ({ ...champ, sportId: sport.id })));
export const CHAMP_BY_ID: ReadonlyMap<number, ChampDef & { readonly sportId: number }> = new Map(CHAMPS.map((champ) => [champ.id, champ]));
export const COUNTRY_BY_CODE: ReadonlyMap<string, { id: number; code: string; name: string }> = new Map(COUNTRIES.map((country) => [country.code, country]));
