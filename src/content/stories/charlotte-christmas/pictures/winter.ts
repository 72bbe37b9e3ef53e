import { defs, grove, house, landmark, moon, pine, pineShape, rect, sky, snowfall, stars, vGradient } from '@/pictures';

const snowGround = vGradient('snow', ['#f7faff', '#dbe6f5']);

function lamp(x: number): string {
  return `<path d="M${x} 360V220" stroke="#37474f" stroke-width="6"/><path d="M${x - 14} 220h28l-6-22h-16Z" fill="#37474f"/><circle cx="${x}" cy="228" r="8" fill="#ffe08a"/><ellipse cx="${x}" cy="196" rx="18" ry="5" fill="#fff"/>`;
}

export function snowyStreet(): string {
  return [
    defs(vGradient('sky', ['#b7d3ee', '#eaf2fb']), snowGround),
    sky('sky'),
    '<path d="M0 240q200-50 400-10t400-20V340H0Z" fill="#e3ecf7"/>',
    landmark('houses', house(30, 340, 130, 130, '#f4a582', '#b5523b', '#ffe08a', true) + house(200, 340, 110, 100, '#9ccbe8', '#4f6d9a', '#ffe08a', true)),
    landmark(
      'houses grandparents-house',
      house(490, 340, 110, 110, '#c5e1a5', '#5d7f3e', '#ffe08a', true) + house(640, 340, 130, 140, '#ffe0b2', '#a1673f', '#ffe08a', true),
    ),
    pine(400, 330, 0.8, '#3f7f5f', true),
    rect(0, 336, 800, 24, '#c9d4e2'),
    rect(0, 356, 800, 144, 'url(#bg-snow)'),
    landmark('streetlight', lamp(175) + lamp(625)),
    '<ellipse cx="80" cy="470" rx="90" ry="20" fill="#fff"/><ellipse cx="740" cy="480" rx="90" ry="22" fill="#fff"/>',
    snowfall(11, 45, 470, 0.85),
  ].join('');
}

export function winterNight(): string {
  return [
    defs(vGradient('sky', ['#070d28', '#142052', '#34457e']), snowGround),
    sky('sky'),
    landmark('stars', stars(5, 46, 260)),
    moon(640, 90, 34),
    '<path d="M0 300q150-80 320-30t480-40V380H0Z" fill="#c3d2ec"/>',
    '<path d="M0 340q260-60 520-10t280 0V400H0Z" fill="#dbe5f5"/>',
    grove('snowy-pine', pineShape('#2f6b57', true), [
      [80, 330, 1.1],
      [170, 316, 0.8],
      [700, 300, 0.9],
    ]),
    landmark('house grandparents-house', house(556, 326, 100, 100, '#e8b48a', '#7b3f35', '#ffd54a', true)),
    rect(0, 370, 800, 130, 'url(#bg-snow)'),
    '<ellipse cx="400" cy="470" rx="320" ry="24" fill="#fff" opacity=".5"/>',
    snowfall(23, 40, 480, 0.8),
  ].join('');
}
