/**
 * The Spanish words of the 30 city pages, keyed by slug like city-pages.en.ts; the facts (names,
 * counties, icons, neighbourhoods) are the English page's, in cities.ts. Each intro is its own copy
 * (no two pages share an intro paragraph). Written by a South Florida copywriter.
 */
import type { CityProse } from "./city-pages";
import type { CitySlug } from "./cities";

export const cityProseEs: Record<CitySlug, CityProse> = {
  miami: {
    tagline: "Máquinas expendedoras y micromercados de primera para la ciudad que nunca se detiene",
    intro: [
      "De las torres de vidrio de Brickell a los hospitales del Health District, Miami vive de turnos largos y descansos cortos. Instalamos refrigeradores inteligentes, micromercados y máquinas expendedoras modernas en oficinas, clínicas y lounges de condominios sin costo alguno, para que su gente tenga comida de verdad y bebidas frías sin salir del edificio.",
      "Entre Downtown, Edgewater y Coconut Grove planificamos los reabastecimientos según el tráfico de la I-95 y el horario de carga de cada edificio, y respondemos a una llamada de servicio en menos de una hora. Atención en español e inglés, una selección de productos pensada para la hora del cafecito y pago sin efectivo vienen incluidos.",
    ],
    features: [
      {
        title: "Hechos para los rascacielos",
        description:
          "Refrigeradores inteligentes compactos que caben en los ascensores de servicio y los lounges de los lobbies de las torres de Brickell y Downtown.",
      },
      {
        title: "Una selección con sabor a Miami",
        description:
          "Cold brew, bebidas de café cubano, jugos tropicales y pastelitos junto a los favoritos de siempre.",
      },
      {
        title: "Servicio al ritmo de sus turnos",
        description:
          "Monitoreo 24/7 para hospitales y hoteles que nunca cierran, con reabastecimientos programados según sus turnos.",
      },
    ],
  },
  hialeah: {
    tagline: "Máquinas expendedoras confiables para los almacenes, fábricas y negocios familiares de Hialeah",
    intro: [
      "Hialeah es una de las ciudades más trabajadoras de la Florida: centros de distribución a lo largo del Palmetto, fábricas de ropa y de alimentos, talleres mecánicos y consultorios médicos llenos en Palm Avenue. Nuestras máquinas combinadas de uso pesado y nuestros refrigeradores inteligentes mantienen cada turno abastecido de bebidas frías, snacks que dan energía y todo lo necesario para hidratarse en el calor.",
      "En Hialeah muchas cuadrillas trabajan de noche y los fines de semana, así que nuestras máquinas reportan su inventario y su temperatura a toda hora, y le atendemos en español o en inglés. La instalación es gratis, el lector de tarjetas viene incluido y reabastecemos según sus turnos, no según un calendario fijo.",
    ],
    features: [
      {
        title: "Máquinas de grado industrial",
        description:
          "Gabinetes reforzados y refrigeradores de gran capacidad para pisos de almacén y muelles de carga.",
      },
      {
        title: "Energía para cada turno",
        description:
          "Bebidas con electrolitos, bebidas energéticas y snacks que llenan, escogidos para el trabajo físico bajo el calor.",
      },
      {
        title: "Servicio bilingüe",
        description: "Atención en español o en inglés, y reembolsos a través del código QR de cada máquina.",
      },
    ],
  },
  "fort-lauderdale": {
    tagline: "Comodidades de lujo para las oficinas, marinas y hoteles de Fort Lauderdale",
    intro: [
      "Fort Lauderdale combina las salas de juntas de Las Olas, los negocios náuticos a orillas del New River y los parques corporativos de Cypress Creek. Diseñamos micromercados y refrigeradores inteligentes que quedan bien en cada uno de esos lugares, desde un refrigerador con frente de vidrio en una agencia de yates hasta un mercado completo de autopago para una oficina de cien personas.",
      "De Las Olas a Cypress Creek, reabastecemos normalmente 1–2 veces por semana según las ventas en tiempo real, y respondemos a una llamada de servicio en menos de una hora. Todas las máquinas son sin efectivo y se instalan sin costo para usted.",
    ],
    features: [
      {
        title: "Listos para marinas y hotelería",
        description:
          "Refrigeradores sellados y resistentes a la corrosión para marinas, hoteles de playa y oficinas frente al agua.",
      },
      {
        title: "Micromercados para parques corporativos",
        description:
          "Mercados de autopago con su marca para los equipos más grandes de Cypress Creek y Downtown.",
      },
      {
        title: "Respuesta en menos de una hora",
        description: "Respuesta a cada llamada de servicio en menos de una hora, con monitoreo remoto 24/7.",
      },
    ],
  },
  "pembroke-pines": {
    tagline: "Máquinas expendedoras y micromercados para las comunidades y los campus de Pembroke Pines",
    intro: [
      "Pembroke Pines reúne grandes comunidades residenciales, centros médicos a lo largo de Pines Boulevard, escuelas y cada vez más parques de oficinas. Llevamos refrigeradores inteligentes a casas club y gimnasios, y micromercados completos a las salas de descanso de centros de salud y empresas, todo instalado y atendido gratis.",
      "Las familias y los jubilados de Pembroke Pines piden opciones más saludables, así que nuestra selección se inclina hacia la comida fresca, el agua con gas y los snacks con proteína, sin dejar fuera los clásicos. Monitoreamos las máquinas a toda hora y reabastecemos según la telemetría, nunca a ojo.",
    ],
    features: [
      {
        title: "Comodidades para casas club",
        description:
          "Refrigeradores inteligentes silenciosos y elegantes para casas club de HOA, áreas de piscina y gimnasios comunitarios.",
      },
      {
        title: "Salas de descanso del sector salud",
        description:
          "Comidas frescas y snacks saludables para los turnos largos de clínicas y hospitales en Pines Boulevard.",
      },
      {
        title: "Una selección más saludable",
        description:
          "Bebidas bajas en azúcar, barras de proteína y fruta fresca escogidas para familias activas.",
      },
    ],
  },
  hollywood: {
    tagline: "Del Broadwalk a Downtown, máquinas expendedoras que mantienen a Hollywood en movimiento",
    intro: [
      "Hollywood se extiende desde el Broadwalk frente al mar y sus hoteles de playa hasta las galerías de arte de Downtown Hollywood y las oficinas cerca de Hollywood Boulevard. Instalamos refrigeradores inteligentes en lobbies de hoteles y lounges de condominios, y máquinas expendedoras clásicas en oficinas, escuelas y talleres, sin costo para la propiedad.",
      "Las propiedades de playa necesitan máquinas que aguanten el calor, el salitre y las multitudes del verano. Las nuestras son selladas, ahorran energía y están vigiladas 24/7, con reabastecimiento hasta dos veces por semana en temporada, para que las manos con bloqueador siempre encuentren una bebida fría.",
    ],
    features: [
      {
        title: "Listos para la temporada de playa",
        description:
          "Reabastecimientos adicionales en verano y en los fines de semana festivos para hoteles y condominios frente al mar.",
      },
      {
        title: "Micromercados para lobbies de hotel",
        description:
          "Mercados de autoservicio que reemplazan la tienda de regalos del hotel sin sumar personal.",
      },
      {
        title: "Sin efectivo para los visitantes",
        description: "Pago sin contacto para turistas de cualquier parte: tarjetas, Apple Pay y Google Pay.",
      },
    ],
  },
  "coral-springs": {
    tagline: "Comodidades modernas para las salas de descanso de las empresas y escuelas de Coral Springs",
    intro: [
      "Coral Springs es una ciudad planificada de parques corporativos, consultorios médicos, escuelas privadas y complejos deportivos. Instalamos micromercados en las salas de descanso de su parque corporativo y refrigeradores inteligentes en gimnasios e instalaciones deportivas, para que cada lugar tenga una comodidad premium sin tocar el presupuesto.",
      "Como los edificios de Coral Springs son más nuevos y muchas veces siguen criterios LEED, lo primero que le contamos es cómo ahorramos energía: iluminación LED, refrigeración de bajo consumo y menos viajes de reparto gracias al reabastecimiento por telemetría. Respondemos a las llamadas de servicio en menos de una hora.",
    ],
    features: [
      {
        title: "Micromercados para el parque corporativo",
        description:
          "Mercados de autopago a la medida de las oficinas de tecnología, finanzas y salud del parque corporativo.",
      },
      {
        title: "Deporte y fitness",
        description: "Bebidas de hidratación y recuperación para gimnasios, torneos y centros deportivos.",
      },
      {
        title: "Equipos eficientes",
        description:
          "Iluminación LED y refrigeración de bajo consumo acordes con las metas de construcción sostenible.",
      },
    ],
  },
  miramar: {
    tagline: "Micromercados de nivel corporativo para las sedes y los parques comerciales de Miramar",
    intro: [
      "Miramar se ha convertido en un centro de sedes regionales, con campus corporativos a lo largo de Red Road y el Miramar Park of Commerce lleno de logística e industria ligera. Operamos micromercados con su marca para equipos grandes y refrigeradores inteligentes para oficinas más pequeñas, todo instalado y surtido sin costo.",
      "Los equipos de una sede corporativa esperan algo más parecido a un café que a una fila de máquinas. Nuestros micromercados en Miramar ofrecen comidas frescas, cold brew estilo barista y snacks locales, con pago en quiosco, una aplicación de recompensas y un informe para la gerencia sobre lo que compra su gente.",
    ],
    features: [
      {
        title: "Micromercados para sedes corporativas",
        description: "Micromercados estilo café para campus corporativos con cientos de empleados.",
      },
      {
        title: "Logística y almacenes",
        description: "Máquinas resistentes y refrigeradores de gran capacidad para el Park of Commerce.",
      },
      {
        title: "Informes de consumo",
        description: "Datos mensuales de lo que se vende, para que su comodidad siga el ritmo de su equipo.",
      },
    ],
  },
  "boca-raton": {
    tagline:
      "Máquinas expendedoras y micromercados de primera para los campus, clínicas y clubes de Boca Raton",
    intro: [
      "En Boca Raton la presentación importa tanto como la comodidad. Atendemos las oficinas corporativas del Boca Raton Innovation Campus, los consultorios médicos cerca de Boca Regional, las boutiques de Mizner Park y las casas club de los country clubs de la ciudad, todos con máquinas y micromercados instalados gratis.",
      "De Glades Road a Mizner Park, los reabastecimientos siguen sus datos de venta y respondemos a las llamadas de servicio en menos de una hora. Invítenos a su local: medimos el espacio y le llevamos una maqueta con su marca.",
    ],
    features: [
      {
        title: "Visita gratis a su local",
        description:
          "Medimos su sala de descanso y le mostramos una maqueta con su marca antes de instalar nada.",
      },
      {
        title: "Acabados de country club",
        description:
          "Gabinetes inteligentes estilo mueble y micromercados a la altura de interiores de lujo.",
      },
      {
        title: "Micromercados a escala de campus",
        description:
          "Micromercados con varios quioscos para los equipos grandes del Innovation Campus y de Arvida Park.",
      },
    ],
  },
  "palm-beach": {
    tagline: "Comodidades discretas y elegantes para la isla de Palm Beach",
    intro: [
      "En la isla de Palm Beach, la presentación importa tanto como la comodidad. Instalamos gabinetes inteligentes estilo mueble en clubes privados, áreas del personal, galerías y oficinas boutique, surtidos con bebidas premium y snacks gourmet, y ambientados para que se integren al espacio.",
      "Nuestro servicio en Palm Beach es silencioso y programado: reabastecemos a horas acordadas por las entradas de servicio, monitoreamos las máquinas 24/7 y sumamos visitas en los meses más fuertes de la temporada. Como en todas partes, la instalación no le cuesta nada.",
    ],
    features: [
      {
        title: "Gabinetes estilo mueble",
        description: "Gabinetes inteligentes de madera y vidrio a tono con clubes, residencias y galerías.",
      },
      {
        title: "Selección gourmet",
        description: "Agua con gas importada, chocolate premium y snacks artesanales a pedido.",
      },
      {
        title: "Servicio discreto",
        description:
          "Reabastecimiento y mantenimiento programados y sin llamar la atención, según sus eventos.",
      },
    ],
  },
  "lake-worth": {
    tagline:
      "Máquinas expendedoras con servicio local y amable para las tiendas, estudios y escuelas de Lake Worth Beach",
    intro: [
      "Lake Worth Beach tiene espíritu independiente: estudios de artistas, pequeños fabricantes, restaurantes familiares y un centro animado a lo largo de Lake Avenue y Lucerne Avenue. Llevamos máquinas combinadas compactas y refrigeradores inteligentes a negocios que quieren una comodidad moderna sin un contrato que los amarre.",
      "Surtimos lo que pide Lake Worth, incluidos café local, snacks de origen vegetal y refrescos artesanales junto a las marcas conocidas, y nuestra telemetría evita que los lugares pequeños se queden vacíos entre una visita semanal y la siguiente.",
    ],
    features: [
      {
        title: "Favoritos locales",
        description:
          "Espacio en cada máquina para los productos regionales y de origen vegetal que nos piden nuestros clientes.",
      },
      {
        title: "Máquinas del tamaño justo",
        description:
          "Combinadas compactas y refrigeradores individuales para tiendas, estudios y talleres pequeños.",
      },
      {
        title: "Pague con solo acercar",
        description: "Pago sin efectivo en cada máquina, con un código QR para reembolsos inmediatos.",
      },
    ],
  },
  "boynton-beach": {
    tagline:
      "Máquinas expendedoras y refrigeradores inteligentes para Boynton Beach, de la marina a Quantum Park",
    intro: [
      "Boynton Beach combina un distrito de marina renovado, las oficinas y almacenes de Quantum Park y algunas de las comunidades para adultos activos más grandes del condado de Palm Beach. Adaptamos cada instalación: refrigeradores con pantalla táctil fáciles de usar para casas club, máquinas resistentes para centros de distribución y micromercados para equipos de oficina.",
      "Muchos de nuestros clientes en Boynton Beach son casas club cuyos residentes prefieren un pago sencillo y claro, así que configuramos pantallas con letra grande y pago sin contacto. Todo se monitorea a toda hora y se reabastece según las ventas reales.",
    ],
    features: [
      {
        title: "Comunidades para adultos activos",
        description:
          "Pago sencillo y accesible, y pantallas con letra grande en los refrigeradores de las casas club.",
      },
      {
        title: "Empresas de Quantum Park",
        description:
          "Máquinas resistentes y micromercados para oficinas, laboratorios y centros de distribución.",
      },
      {
        title: "Distrito de la marina",
        description:
          "Bebidas frías y snacks para marinas, muelles de barcos chárter y oficinas frente al agua.",
      },
    ],
  },
  "delray-beach": {
    tagline: "Comodidades con estilo para los estudios, oficinas y salones de Delray Beach",
    intro: [
      "Delray Beach convirtió Atlantic Avenue y Pineapple Grove en uno de los centros más animados del sur de la Florida, lleno de agencias creativas, salones de belleza, estudios de fitness y restaurantes. Instalamos refrigeradores inteligentes de líneas elegantes y micromercados pequeños que van con espacios cuidados al detalle y con sus clientes.",
      "En Delray nos piden opciones de bienestar, así que nuestra selección empieza por jugos prensados en frío, snacks con proteína y agua con gas. La instalación es gratis, las máquinas son sin efectivo y cada máquina se monitorea a toda hora.",
    ],
    features: [
      {
        title: "Equipos pensados desde el diseño",
        description: "Acabados en negro mate y madera que complementan los interiores boutique.",
      },
      {
        title: "Estudios y gimnasios",
        description: "Bebidas de recuperación y snacks limpios para estudios de yoga, spinning y boxeo.",
      },
      {
        title: "El bienestar primero",
        description: "Jugos prensados en frío, kombucha y snacks más saludables.",
      },
    ],
  },
  "deerfield-beach": {
    tagline:
      "Máquinas expendedoras y micromercados confiables para los parques empresariales y la playa de Deerfield Beach",
    intro: [
      "Deerfield Beach queda en el límite entre dos condados y mezcla oficinas corporativas cerca de la salida de Hillsboro Boulevard, industria ligera al oeste de la I-95 y una playa con hoteles y el muelle de pesca. Atendemos los tres con el equipo que corresponde: micromercados, refrigeradores inteligentes y máquinas clásicas.",
      "Las oficinas del corredor de Hillsboro suelen tener centros de llamadas y equipos de operaciones en varios turnos, así que programamos el reabastecimiento y la limpieza fuera de las horas pico y vigilamos cada máquina a distancia el resto del tiempo.",
    ],
    features: [
      {
        title: "Centros de llamadas y operaciones",
        description: "Micromercados para equipos grandes de varios turnos cerca de Hillsboro Boulevard.",
      },
      {
        title: "Hoteles frente al mar",
        description: "Refrigeradores de autoservicio para lobbies y áreas de piscina a lo largo de la playa.",
      },
      {
        title: "Servicio fuera de horas pico",
        description: "Reabastecimiento y mantenimiento programados fuera de sus horas de más trabajo.",
      },
    ],
  },
  parkland: {
    tagline: "Comodidades premium para las casas club y los gimnasios de las comunidades de Parkland",
    intro: [
      "Parkland es una ciudad de parques, senderos ecuestres y comunidades planificadas, donde la casa club, el gimnasio y las canchas son el centro de la vida diaria. Llevamos refrigeradores inteligentes y micromercados elegantes a estos espacios comunitarios sin costo para la HOA.",
      "Los padres y los atletas de Parkland quieren bebidas y snacks que les den tranquilidad, así que surtimos hidratación, fruta y opciones con proteína en gabinetes inteligentes que los chicos pueden usar con el teléfono de mamá o papá y que permanecen cerrados hasta que alguien paga.",
    ],
    features: [
      {
        title: "Casas club de HOA",
        description:
          "Gabinetes inteligentes a tono con el interior de la casa club, sin costo para la asociación.",
      },
      {
        title: "Deporte y fitness",
        description: "Opciones de hidratación y recuperación para canchas, campos y gimnasios comunitarios.",
      },
      {
        title: "Cerradas hasta que se paga",
        description:
          "Las máquinas inteligentes no se abren hasta que se acerca una tarjeta o un teléfono: seguras en espacios familiares.",
      },
    ],
  },
  "lighthouse-point": {
    tagline: "Máquinas expendedoras boutique para las marinas, clubes y oficinas de Lighthouse Point",
    intro: [
      "Lighthouse Point es una pequeña ciudad frente al agua, de canales, marinas y oficinas profesionales a lo largo de Federal Highway. Quienes nos reciben aquí quieren una comodidad premium y discreta: un solo refrigerador inteligente en un club náutico, un micromercado compacto para una consulta médica o una pareja de máquinas de snacks y bebidas para un taller de botes.",
      "El salitre y los espacios reducidos definen lo que instalamos aquí: refrigeradores sellados con puerta de vidrio, gabinetes compactos y lectores de tarjetas resistentes a la corrosión. Las llamadas de servicio reciben la misma respuesta en menos de una hora que en toda la región.",
    ],
    features: [
      {
        title: "Refrigeradores listos para la marina",
        description: "Equipos sellados y resistentes a la corrosión para muelles y talleres de botes.",
      },
      {
        title: "Espacios reducidos",
        description: "Gabinetes compactos para oficinas profesionales y casas club con poco espacio.",
      },
      {
        title: "Selección premium",
        description: "Cold brew, agua con gas y snacks de calidad para socios exigentes.",
      },
    ],
  },
  "pompano-beach": {
    tagline:
      "Máquinas expendedoras, refrigeradores inteligentes y micromercados para la industria y la playa de Pompano Beach",
    intro: [
      "Pompano Beach une uno de los distritos industriales más grandes de Broward, alrededor del aeródromo y el Park of Commerce, con una playa renovada de hoteles, restaurantes y el nuevo muelle. Operamos máquinas de uso pesado para plantas y almacenes, y refrigeradores inteligentes elegantes en la costa.",
      "Los sitios industriales necesitan máquinas que sobrevivan al polvo, a los montacargas y a tres turnos, así que reforzamos los gabinetes, ponemos bolardos de protección donde hace falta y mantenemos la telemetría encendida. Los clientes frente a la playa reciben un equipo más liviano y con mejores acabados.",
    ],
    features: [
      {
        title: "Distritos industriales",
        description: "Máquinas reforzadas y refrigeradores de gran capacidad para plantas y almacenes.",
      },
      {
        title: "Hotelería frente al mar",
        description:
          "Refrigeradores inteligentes para hoteles y condominios cerca del muelle de Pompano Beach.",
      },
      {
        title: "Cobertura para tres turnos",
        description:
          "Reabastecimientos programados para que el turno de noche no se quede sin nada, con monitoreo 24/7.",
      },
    ],
  },
  tamarac: {
    tagline:
      "Máquinas expendedoras con servicio amable y refrigeradores para las casas club y el parque comercial de Tamarac",
    intro: [
      "Tamarac equilibra comunidades residenciales de larga trayectoria con el Tamarac Commerce Park y una franja de consultorios médicos a lo largo de University Drive. Atendemos las casas club con refrigeradores inteligentes fáciles de usar, y el parque comercial con máquinas expendedoras y micromercados compactos, todo instalado gratis.",
      "Los residentes de las comunidades para mayores de 55 años de Tamarac nos dicen que quieren precios claros, un pago sencillo y marcas conocidas, así que mantenemos las máquinas bien iluminadas y fáciles de entender, con un equipo que con gusto le enseña a cualquiera a pagar sin contacto la primera vez.",
    ],
    features: [
      {
        title: "Casas club comunitarias",
        description:
          "Refrigeradores inteligentes sencillos y accesibles para comunidades de mayores de 55 años y familiares.",
      },
      {
        title: "Parque comercial",
        description:
          "Máquinas expendedoras y micromercados para los fabricantes y las oficinas del Tamarac Commerce Park.",
      },
      {
        title: "Pensado para los pacientes",
        description: "Bebidas y snacks saludables para las salas de espera de University Drive.",
      },
    ],
  },
  sunrise: {
    tagline: "Micromercados corporativos y máquinas expendedoras para los grandes recintos de Sunrise",
    intro: [
      "Sunrise alberga el corredor corporativo de Sawgrass, donde empresas de seguros, tecnología y salud tienen grandes oficinas, además de una arena importante y uno de los outlets más grandes del país. Construimos micromercados para salas de descanso corporativas e instalamos máquinas expendedoras en las áreas internas para el personal de tiendas y eventos.",
      "Las oficinas grandes de Sunrise muchas veces empiezan con un micromercado y suman otro piso más adelante; nuestros diseños son modulares y la aplicación de recompensas del quiosco sigue funcionando igual. El monitoreo, el reabastecimiento por telemetría y la respuesta en una hora vienen incluidos.",
    ],
    features: [
      {
        title: "Oficinas corporativas de Sawgrass",
        description: "Micromercados modulares que crecen piso por piso junto con su equipo.",
      },
      {
        title: "Personal de tiendas y eventos",
        description:
          "Máquinas expendedoras en áreas internas para tiendas, recintos y sus equipos de trabajo.",
      },
      {
        title: "Aplicación de recompensas",
        description: "Pago en quiosco con una aplicación de recompensas que sus empleados sí van a usar.",
      },
    ],
  },
  plantation: {
    tagline:
      "Comodidades impecables para las salas de descanso de las oficinas médicas y corporativas de Plantation",
    intro: [
      "Las calles arboladas de Plantation esconden una gran concentración de centros médicos, bufetes de abogados y oficinas corporativas, sobre todo alrededor de Broward Boulevard y el Fashion Mall. Llevamos refrigeradores inteligentes y micromercados que van bien con interiores profesionales y con las jornadas largas del personal clínico.",
      "Los centros de salud de Plantation valoran la higiene tanto como la variedad, así que nuestro equipo da prioridad al pago sin contacto, al empaque sellado de la comida fresca y a la desinfección frecuente en cada reabastecimiento, con cada máquina vigilada a toda hora.",
    ],
    features: [
      {
        title: "Centros médicos",
        description: "Comidas frescas y snacks saludables para el personal clínico en turnos largos.",
      },
      {
        title: "Pago sin contacto",
        description: "Pago sin contacto y comida fresca sellada para lugares que cuidan la higiene.",
      },
      {
        title: "Oficinas profesionales",
        description: "Gabinetes y micromercados sobrios para bufetes de abogados y firmas financieras.",
      },
    ],
  },
  davie: {
    tagline:
      "Máquinas expendedoras y refrigeradores inteligentes para las universidades y los ranchos de Davie",
    intro: [
      "Davie tiene un carácter de pueblo ranchero del oeste y una de las mayores concentraciones de estudiantes del sur de la Florida, con varios campus universitarios a lo largo de su corredor educativo. Atendemos residencias estudiantiles, bibliotecas y laboratorios con refrigeradores inteligentes, y los viveros, establos y negocios de oficios del pueblo con máquinas expendedoras.",
      "Los estudiantes pagan con el teléfono, así que todas las máquinas aceptan Apple Pay y Google Pay, y los lugares de estudio nocturno reciben reabastecimientos programados para la semana de exámenes. La instalación es gratis tanto para los campus como para los negocios.",
    ],
    features: [
      {
        title: "Listos para el campus",
        description:
          "Refrigeradores inteligentes para residencias, bibliotecas y centros estudiantiles, surtidos para la noche.",
      },
      {
        title: "Pago desde el teléfono",
        description: "Apple Pay, Google Pay y pago sin contacto en cada máquina.",
      },
      {
        title: "Oficios y agricultura",
        description: "Máquinas expendedoras resistentes para viveros, establos y talleres.",
      },
    ],
  },
  "dania-beach": {
    tagline:
      "Máquinas expendedoras para el centro de diseño, las marinas y los negocios del aeropuerto en Dania Beach",
    intro: [
      "Dania Beach queda entre el Aeropuerto Internacional de Fort Lauderdale-Hollywood y el mar, con un centro de diseño lleno de salas de exhibición, un nuevo distrito de uso mixto en Dania Pointe, negocios náuticos y empresas de logística que dan servicio al aeropuerto y a Port Everglades. Instalamos la máquina adecuada para cada uno.",
      "Los negocios del aeropuerto y del puerto trabajan día y noche, así que nuestras máquinas en Dania Beach se monitorean 24/7 y se reabastecen en los turnos que más lo necesitan, mientras que las salas de exhibición reciben gabinetes estilo mueble que combinan con lo que exhiben.",
    ],
    features: [
      {
        title: "Logística del aeropuerto y el puerto",
        description:
          "Máquinas expendedoras a toda hora para los equipos que dan servicio al aeropuerto y a Port Everglades.",
      },
      {
        title: "Estilo de sala de exhibición",
        description:
          "Gabinetes inteligentes estilo mueble para las salas de exhibición del centro de diseño.",
      },
      {
        title: "Negocios náuticos",
        description:
          "Refrigeradores sellados para talleres de botes y marinas a lo largo del Dania Cut-Off Canal.",
      },
    ],
  },
  "coconut-creek": {
    tagline: "Máquinas expendedoras ecológicas y eficientes para Coconut Creek, la capital de las mariposas",
    intro: [
      "Coconut Creek se hace llamar la Capital Mundial de las Mariposas y se toma en serio la sostenibilidad, desde su distrito MainStreet hasta el Lyons Technology Park. Nuestras máquinas de bajo consumo, con iluminación LED, refrigeración eficiente y telemetría que reduce los viajes de reparto, encajan con esa filosofía.",
      "Atendemos las oficinas de tecnología, las escuelas, los negocios de hotelería y las grandes comunidades para adultos activos de Coconut Creek, y ofrecemos contenedores de reciclaje junto a cada micromercado y opciones de origen vegetal a pedido.",
    ],
    features: [
      {
        title: "La sostenibilidad primero",
        description:
          "Iluminación LED, refrigeración de bajo consumo y menos viajes de camión gracias al reabastecimiento por telemetría.",
      },
      {
        title: "Parque tecnológico",
        description:
          "Micromercados y refrigeradores inteligentes para las oficinas del Lyons Technology Park.",
      },
      {
        title: "Casas club comunitarias",
        description: "Refrigeradores fáciles de usar para casas club de toda la ciudad.",
      },
    ],
  },
  weston: {
    tagline: "Comodidades refinadas para el Town Center, los clubes y las oficinas corporativas de Weston",
    intro: [
      "Weston es una ciudad cuidadosamente planificada al borde de los Everglades, con un Town Center para recorrer a pie, oficinas regionales, escuelas privadas y comunidades con country club. Instalamos refrigeradores inteligentes y micromercados con acabados a la altura de sus interiores impecables.",
      "Quienes nos reciben en Weston suelen querer una selección bilingüe y familiar, así que equilibramos snacks saludables con favoritos internacionales. Cada instalación es gratis, sin efectivo y monitoreada, con reabastecimiento 1–2 veces por semana.",
    ],
    features: [
      {
        title: "Acabados impecables",
        description: "Equipos de madera y vidrio para casas club, oficinas y escuelas.",
      },
      {
        title: "Una selección para toda la familia",
        description: "Favoritos saludables e internacionales escogidos junto con nuestros clientes.",
      },
      {
        title: "Oficinas regionales",
        description: "Micromercados para las oficinas corporativas alrededor del Weston Town Center.",
      },
    ],
  },
  aventura: {
    tagline:
      "Máquinas expendedoras de lujo y refrigeradores inteligentes para las torres y oficinas de Aventura",
    intro: [
      "Aventura es una ciudad de torres de condominios de lujo, consultorios médicos y uno de los centros comerciales más visitados del país. Llevamos gabinetes inteligentes estilo mueble a los lounges y gimnasios de las torres, y micromercados a las oficinas médicas y corporativas a lo largo de Biscayne Boulevard.",
      "Las juntas de condominio de Aventura esperan comodidades que se sientan de hotel, así que nuestros gabinetes tienen acabados en madera y vidrio, van surtidos con bebidas y snacks premium y se atienden con cita previa por el área de carga del edificio.",
    ],
    features: [
      {
        title: "Lounges de las torres",
        description: "Comodidades estilo hotel para lounges, piscinas y gimnasios de condominios.",
      },
      {
        title: "Consultorios médicos",
        description: "Opciones frescas y saludables para clínicas a lo largo de Biscayne Boulevard.",
      },
      {
        title: "Servicio con cita previa",
        description: "Reabastecimiento coordinado con la administración y la seguridad del edificio.",
      },
    ],
  },
  "north-miami": {
    tagline:
      "Máquinas expendedoras y micromercados para los campus, las clínicas y la escena creativa de North Miami",
    intro: [
      "North Miami reúne un campus universitario sobre la bahía de Biscayne, un museo de arte contemporáneo, el nuevo distrito SoLé Mia y un centro de pequeños negocios y clínicas a lo largo de West Dixie Highway. Atendemos a cada uno con refrigeradores inteligentes, máquinas clásicas o un micromercado compacto.",
      "Entre nuestros clientes en North Miami hay muchos negocios de dueños haitianos, caribeños y latinos, así que surtimos favoritos regionales junto a las marcas nacionales y ofrecemos servicio en inglés, español y criollo haitiano.",
    ],
    features: [
      {
        title: "Campus y estudiantes",
        description:
          "Refrigeradores inteligentes para centros estudiantiles y residencias junto a la bahía de Biscayne.",
      },
      {
        title: "Una selección con sabor a comunidad",
        description: "Favoritos caribeños y latinos junto a las marcas nacionales.",
      },
      { title: "Servicio multilingüe", description: "Atención en inglés, español y criollo haitiano." },
    ],
  },
  "bal-harbour": {
    tagline: "Comodidades cinco estrellas para las residencias y hoteles frente al mar de Bal Harbour",
    intro: [
      "Bal Harbour es un pueblo pequeño con una reputación enorme: tiendas de lujo, hoteles cinco estrellas y residencias frente al mar a lo largo de Collins Avenue. Instalamos gabinetes inteligentes estilo mueble, discretos, para residentes, huéspedes y personal, surtidos con productos premium e importados.",
      "Aquí el servicio no se nota. Coordinamos con los equipos de conserjería y mantenimiento, reabastecemos por las entradas de servicio a horas acordadas y monitoreamos cada gabinete a distancia para resolver cualquier problema antes de que los residentes lo noten.",
    ],
    features: [
      {
        title: "Hotelería cinco estrellas",
        description:
          "Gabinetes de autoservicio con selección curada para los pisos de amenidades de hoteles y residencias.",
      },
      {
        title: "Importados y premium",
        description: "Agua con gas europea, chocolate fino y snacks gourmet.",
      },
      {
        title: "Un servicio que no se nota",
        description: "Reabastecimiento coordinado con la conserjería y monitoreo remoto 24/7.",
      },
    ],
  },
  surfside: {
    tagline: "Comodidades compactas y bien pensadas para las residencias y los pequeños negocios de Surfside",
    intro: [
      "Surfside es un pueblo tranquilo frente a la playa, de condominios de altura media, casas familiares y una pequeña zona comercial en Harding Avenue que se recorre a pie. Acomodamos refrigeradores inteligentes compactos en lobbies de condominios, gimnasios y oficinas pequeñas, escogiendo tamaños que respetan los espacios reducidos.",
      "Los residentes de Surfside piden opciones kosher y para toda la familia, y las surtimos a pedido. El pago sin efectivo, el monitoreo remoto 24/7 y el reabastecimiento según las ventas reales vienen con cada instalación.",
    ],
    features: [
      {
        title: "Lobbies de condominios",
        description: "Gabinetes compactos a la medida de lobbies y gimnasios de edificios de altura media.",
      },
      {
        title: "Pedidos bienvenidos",
        description: "Opciones kosher, aptas para alergias y familiares, surtidas a pedido.",
      },
      {
        title: "Listos para la playa",
        description: "Bebidas frías y reabastecimientos de temporada para edificios frente al mar.",
      },
    ],
  },
  "miami-beach": {
    tagline: "Autoservicio de nivel hotelero para Miami Beach, de South Beach a North Beach",
    intro: [
      "Miami Beach vive de la hotelería: hoteles Art Deco en South Beach, el público de las convenciones cerca de Lincoln Road, residencias frente al mar en Mid-Beach y una escena creativa que crece en North Beach. Reemplazamos las tiendas de lobby pasadas de moda y las máquinas de las áreas internas con refrigeradores inteligentes y micromercados de nivel hotelero.",
      "El personal de los hoteles y los residentes trabajan y viven con todo tipo de horarios, así que nuestros equipos en Miami Beach se monitorean a toda hora y se reabastecen con más frecuencia en temporada. Los huéspedes pagan sin contacto desde cualquier país.",
    ],
    features: [
      {
        title: "Micromercados para lobbies de hotel",
        description: "Mercados de autoservicio que generan ingresos sin necesidad de cajero.",
      },
      {
        title: "Máquinas para áreas internas",
        description: "Comidas y bebidas para los equipos de housekeeping, cocina y eventos.",
      },
      {
        title: "Pago sin contacto desde cualquier país",
        description: "Aceptamos tarjetas internacionales y billeteras móviles.",
      },
    ],
  },
  wynwood: {
    tagline: "Comodidades a la altura de los estudios, agencias y startups creativas de Wynwood",
    intro: [
      "Wynwood pasó de almacenes a murales, y de murales a uno de los distritos creativos y tecnológicos más activos de Miami. Sus agencias, estudios, galerías y espacios de coworking quieren comodidades con personalidad, así que ofrecemos refrigeradores inteligentes que se pueden forrar con arte local y micromercados con un estante para marcas de la zona.",
      "Las startups crecen rápido, así que empezamos en pequeño y crecemos con usted: un solo refrigerador inteligente hoy y un micromercado cuando el equipo se duplique. Todo se instala gratis, es sin efectivo y está vigilado a toda hora.",
    ],
    features: [
      {
        title: "Equipos forrados con arte",
        description: "Gabinetes forrados con obras de artistas locales o con su propia marca.",
      },
      {
        title: "Listos para el coworking",
        description:
          "Refrigeradores inteligentes para espacios compartidos, con recibos en la aplicación para los miembros.",
      },
      {
        title: "Crezca a su ritmo",
        description: "Empiece con un refrigerador y llegue a un micromercado completo.",
      },
    ],
  },
  "coral-gables": {
    tagline: "Comodidades elegantes para las oficinas, la universidad y los hoteles de la City Beautiful",
    intro: [
      "Coral Gables, la City Beautiful, alberga sedes regionales de multinacionales en Ponce de Leon Boulevard, una universidad importante, hoteles históricos y las boutiques de Miracle Mile. Diseñamos micromercados y gabinetes inteligentes que respetan su estilo Mediterranean Revival.",
      "Las empresas de Coral Gables suelen recibir equipos y visitantes internacionales, así que armamos una selección global y ofrecemos diseños con su marca que combinan con los acabados del lobby. Como siempre, la instalación es gratis y respondemos a una llamada de servicio en menos de una hora.",
    ],
    features: [
      {
        title: "Sedes regionales",
        description: "Micromercados con su marca para oficinas multinacionales en Ponce de Leon Boulevard.",
      },
      {
        title: "Universidad y estudiantes",
        description: "Refrigeradores inteligentes para edificios del campus y residencias estudiantiles.",
      },
      {
        title: "Acabados mediterráneos",
        description: "Tonos cálidos de madera y bronce que van con la arquitectura de la ciudad.",
      },
    ],
  },
};
