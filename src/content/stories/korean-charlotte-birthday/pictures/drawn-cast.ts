import type { BookParts } from '@/pictures';
import { animals, people } from '../../charlotte-family';
import { bedtimeRoom } from './bedtime-room';
import { bedtimeQuilt } from './bedtime-quilt';
import { birthdayCard } from './birthday-card';
import { birthdayGarland } from './birthday-garland';
import { dashMarks } from './dash-marks';
import { candleRow } from './candle-row';
import { crookedCrown } from './crooked-crown';
import { morningSun } from './morning-sun';
import { rainSplash } from './rain-splash';
import { soakedMat } from './soaked-mat';
import { stormWindow } from './storm-window';
import { bigUmbrella } from './big-umbrella';
import { door } from './door';
import { dotjari } from './dotjari';
import { gyeranMari } from './gyeran-mari';
import { jeongja } from './jeongja';
import { kimbapBox } from './kimbap-box';
import { miyeokguk } from './miyeokguk';
import { overcastSky } from './overcast-sky';
import { paperCutout } from './paper-cutout';
import { picnicBasket } from './picnic-basket';
import { puddles } from './puddles';
import { riceBowl } from './rice-bowl';
import { shelterRain } from './shelter-rain';
import { sofaEnd } from './sofa-end';
import { strawberryCake } from './strawberry-cake';
import { umbrella } from './umbrella';
import { wetSocks } from './wet-socks';
import { windowWeather } from './window-weather';

/** What this book brings to the picture engine: the Charlotte family and their puppy, and the props only it draws: the birthday garland over breakfast, Mina's card, Leo's crooked paper crown, the classroom window as the storm clouds roll in, the rain splashing on Charlotte's head, her birthday morning's sun in the window, the picnic mat soaked through, Charlotte's wet socks, the living room sofa's end that Biscuit dives under and the speed lines of his dash, the cake's nine candles in one row, and her bedroom at bedtime with a wooden child's bed. */
export const parts: BookParts = {
  people,
  animals,
  props: {
    'big-umbrella': bigUmbrella,
    'gyeran-mari': gyeranMari,
    'kimbap-box': kimbapBox,
    'overcast-sky': overcastSky,
    'paper-cutout': paperCutout,
    'picnic-basket': picnicBasket,
    'rice-bowl': riceBowl,
    'shelter-rain': shelterRain,
    'sofa-end': sofaEnd,
    'strawberry-cake': strawberryCake,
    'window-weather': windowWeather,
    'wet-socks': wetSocks,
    door,
    dotjari,
    jeongja,
    miyeokguk,
    puddles,
    umbrella,
    'birthday-card': birthdayCard,
    'soaked-mat': soakedMat,
    'candle-row': candleRow,
    'crooked-crown': crookedCrown,
    'storm-window': stormWindow,
    'rain-splash': rainSplash,
    'bedtime-quilt': bedtimeQuilt,
    'morning-sun': morningSun,
    'birthday-garland': birthdayGarland,
    'dash-marks': dashMarks,
  },
  settings: { 'bedtime-room': { draw: bedtimeRoom, ground: 370 } },
};
