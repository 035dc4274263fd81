import type { Card, CardTexts } from './types';

/** By the category's path. */
export const blogCategoryCards: CardTexts<Card> = {
  'betting-guides': {
    uk: ['Гайди зі ставок', 'Як влаштовані коефіцієнти, типи ставок і управління банком — із першої ставки.'],
    es: ['Guías de apuestas', 'Cómo funcionan las cuotas, los tipos de apuesta y la gestión del dinero, desde la primera apuesta.'],
    pt: ['Guias de apostas', 'Como funcionam odds, tipos de aposta e gestão de banca, desde a primeira aposta.'],
    tr: ['Bahis rehberleri', 'Oranlar, bahis türleri ve bahis miktarı yönetimi ilk bahisten itibaren anlatılıyor.'],
  },
  'betting-guides/basics': {
    uk: ['Перші кроки', 'Формати коефіцієнтів, типи ставок і лайв для новачків.'],
    es: ['Primeros pasos', 'Formatos de cuotas, tipos de apuesta y apuestas en directo para principiantes.'],
    pt: ['Primeiros passos', 'Formatos de odds, tipos de aposta e apostas ao vivo para iniciantes.'],
    tr: ['İlk adımlar', 'Yeni başlayanlar için oran biçimleri, bahis türleri ve canlı bahis.'],
  },
  'betting-guides/strategy': {
    uk: ['Стратегія', 'Управління банком, валуйні ставки та системи.'],
    es: ['Estrategia', 'Planes de apuesta, valor y cómo cubrir un boleto.'],
    pt: ['Estratégia', 'Planos de aposta, valor e como cobrir um bilhete.'],
    tr: ['Strateji', 'Bahis planları, değer ve kuponu korumak.'],
  },
  sports: {
    uk: ['Види спорту', 'Ринки та те, що на них впливає, — за видами спорту.'],
    es: ['Deportes', 'Los mercados y lo que los mueve, deporte a deporte.'],
    pt: ['Esportes', 'Os mercados e o que os move, esporte a esporte.'],
    tr: ['Sporlar', 'Spor spor pazarlar ve onları hareket ettirenler.'],
  },
  'sports/football': {
    uk: ['Футбол', 'Тотали, фори та ринки найпопулярнішого виду спорту.'],
    es: ['Fútbol', 'Líneas de goles, hándicaps y los mercados del deporte con más apuestas del mundo.'],
    pt: ['Futebol', 'Linhas de gols, handicaps e os mercados do esporte mais apostado do mundo.'],
    tr: ['Futbol', 'Gol çizgileri, handikaplar ve dünyanın en çok bahis yapılan sporunun pazarları.'],
  },
  'sports/tennis': {
    uk: ['Теніс', 'Покриття, подача та ставки під час матчу.'],
    es: ['Tenis', 'Superficies, saque y apuestas punto a punto.'],
    pt: ['Tênis', 'Pisos, saque e apostas ponto a ponto.'],
    tr: ['Tenis', 'Zeminler, servis ve sayı sayı bahis.'],
  },
  'sports/cricket': {
    uk: ['Крикет', 'Тести, одноденні матчі, T20 та IPL.'],
    es: ['Críquet', 'Tests, partidos de un día, T20 y la IPL.'],
    pt: ['Críquete', 'Tests, partidas de um dia, T20 e a IPL.'],
    tr: ['Kriket', 'Test maçları, tek günlük maçlar, T20 ve IPL.'],
  },
  casino: {
    uk: ['Казино', 'Слоти, краш-ігри та як перевіряється чесність.'],
    es: ['Casino', 'Slots, juegos crash y cómo se demuestra el juego limpio.'],
    pt: ['Cassino', 'Slots, jogos crash e como a justiça é comprovada.'],
    tr: ['Casino', 'Slotlar, crash oyunları ve adil oyunun nasıl kanıtlandığı.'],
  },
  'responsible-gaming': {
    uk: ['Відповідальна гра', 'Ліміти, перерви та вміння вчасно зупинитися.'],
    es: ['Juego responsable', 'Límites, pausas y saber cuándo parar.'],
    pt: ['Jogo responsável', 'Limites, pausas e saber a hora de parar.'],
    tr: ['Sorumlu oyun', 'Limitler, molalar ve ne zaman duracağını bilmek.'],
  },
};
