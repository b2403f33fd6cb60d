/**
 * The English words of the 30 city pages (product §2): tagline, two intro paragraphs and the titles
 * and descriptions of the three features, keyed by slug. The facts (name, county, icons,
 * neighbourhoods) are in cities.ts; city-pages.ts puts a page together. Each city has its own copy: a
 * unit test checks that no two pages share an intro paragraph or a tagline.
 */
import type { CityProse } from "./city-pages";
import type { CitySlug } from "./cities";

export const cityProseEn: Record<CitySlug, CityProse> = {
  miami: {
    tagline: "Premium vending and micromarkets for the city that never slows down",
    intro: [
      "From the glass towers of Brickell to the hospital campuses of the Health District, Miami runs on long shifts and short breaks. We place smart coolers, micromarkets and modern vending machines in offices, clinics and condo lounges at no cost, so your people get real food and cold drinks without leaving the building.",
      "Between Downtown, Edgewater and Coconut Grove, restocks are planned around the I-95 traffic and each building's loading hours, and a service call is answered in under an hour. Service in Spanish and English, cafecito-friendly product mixes and cashless payment come standard.",
    ],
    features: [
      {
        title: "Built for high-rises",
        description:
          "Compact smart coolers that fit service elevators and lobby lounges in Brickell and Downtown towers.",
      },
      {
        title: "A Miami product mix",
        description:
          "Cold brew, Cuban coffee drinks, tropical juices and pastelitos alongside the national favourites.",
      },
      {
        title: "Shift-friendly service",
        description:
          "24/7 monitoring for hospitals and hotels that never close, with restocks scheduled around your shifts.",
      },
    ],
  },
  hialeah: {
    tagline: "Reliable vending for Hialeah's warehouses, factories and family businesses",
    intro: [
      "Hialeah is one of the hardest-working cities in Florida: distribution centres along the Palmetto, garment and food plants, auto shops and busy medical offices on Palm Avenue. Our heavy-duty combo machines and smart coolers keep every shift supplied with drinks, energy snacks and hot-weather hydration.",
      "Crews in Hialeah often work nights and weekends, so our machines report their stock and temperature around the clock and we answer in Spanish or English. Placement is free, card readers are built in, and we restock to match your shift patterns rather than a fixed calendar.",
    ],
    features: [
      {
        title: "Industrial-grade machines",
        description: "Reinforced cabinets and large-capacity coolers for warehouse floors and loading docks.",
      },
      {
        title: "Energy for every shift",
        description:
          "Electrolyte drinks, energy drinks and filling snacks chosen for physical work in the heat.",
      },
      {
        title: "Bilingual service",
        description: "Service in Spanish or English, and refund support through the QR code on each machine.",
      },
    ],
  },
  "fort-lauderdale": {
    tagline: "Luxury amenities for Fort Lauderdale's offices, marinas and hotels",
    intro: [
      "Fort Lauderdale mixes Las Olas boardrooms, marine businesses along the New River and the corporate parks of Cypress Creek. We design micromarkets and smart coolers that look at home in each of them, from a glass-front cooler in a yacht brokerage to a full self-checkout market for a hundred-person office.",
      "From Las Olas to Cypress Creek, restocking typically happens 1–2 times per week, planned on live sales data, and a service call is answered in under an hour. Every machine is cashless and placed at no cost to you.",
    ],
    features: [
      {
        title: "Marine and hospitality ready",
        description: "Sealed, corrosion-resistant coolers for marinas, beach hotels and waterfront offices.",
      },
      {
        title: "Corporate park micromarkets",
        description: "Branded self-checkout markets for the larger teams of Cypress Creek and Downtown.",
      },
      {
        title: "Under one hour response",
        description: "A service call answered in under an hour, backed by 24/7 remote monitoring.",
      },
    ],
  },
  "pembroke-pines": {
    tagline: "Vending and micromarkets for Pembroke Pines communities and campuses",
    intro: [
      "Pembroke Pines is home to large residential communities, medical centres along Pines Boulevard, schools and a growing number of office parks. We bring smart coolers to clubhouses and fitness centres and full micromarkets to healthcare and corporate breakrooms, all placed and serviced free.",
      "Families and retirees in Pembroke Pines ask for healthier choices, so our product mix leans toward fresh food, sparkling water and protein snacks alongside the classics. Machines are monitored around the clock and restocked from telemetry, never guesswork.",
    ],
    features: [
      {
        title: "Clubhouse amenities",
        description:
          "Quiet, elegant smart coolers for HOA clubhouses, pool decks and community fitness rooms.",
      },
      {
        title: "Healthcare breakrooms",
        description:
          "Fresh meals and healthy snacks for the long shifts of clinics and hospitals on Pines Boulevard.",
      },
      {
        title: "Healthier product mix",
        description: "Low-sugar drinks, protein bars and fresh fruit curated for active families.",
      },
    ],
  },
  hollywood: {
    tagline: "From the Broadwalk to Downtown, vending that keeps Hollywood moving",
    intro: [
      "Hollywood stretches from the oceanfront Broadwalk and its beach hotels to the art galleries of Downtown Hollywood and the offices near Hollywood Boulevard. We place smart coolers in hotel lobbies and condo lounges and classic vending in offices, schools and workshops, at no cost to the property.",
      "Beach properties need machines that handle heat, salt air and summer crowds. Ours are sealed, energy efficient and watched 24/7, with restocking up to twice a week in season so sunscreen-sticky hands always find a cold drink.",
    ],
    features: [
      {
        title: "Beach-season ready",
        description: "Extra restocks for summer and holiday weekends at oceanfront hotels and condos.",
      },
      {
        title: "Hotel lobby markets",
        description: "Grab-and-go markets that replace a hotel gift shop without adding staff.",
      },
      {
        title: "Cashless for visitors",
        description: "Tap-to-pay for tourists from anywhere: cards, Apple Pay and Google Pay.",
      },
    ],
  },
  "coral-springs": {
    tagline: "Modern breakroom amenities for Coral Springs businesses and schools",
    intro: [
      "Coral Springs is a planned city of corporate parks, medical offices, private schools and sports complexes. We install micromarkets in its corporate park breakrooms and smart coolers in gyms and athletic facilities, so every location gets a premium amenity without a budget line.",
      "Because Coral Springs buildings are newer and often LEED-minded, we lead with our energy story: LED lighting, low-power cooling and fewer delivery trips thanks to telemetry-based restocking. Service calls are answered in under an hour.",
    ],
    features: [
      {
        title: "Corporate park markets",
        description:
          "Self-checkout markets sized for the tech, finance and healthcare offices of the corporate park.",
      },
      {
        title: "Sports and fitness",
        description: "Hydration and recovery drinks for gyms, tournaments and athletic centres.",
      },
      {
        title: "Efficient equipment",
        description: "LED lighting and low-power cooling that fit green building goals.",
      },
    ],
  },
  miramar: {
    tagline: "Corporate-grade micromarkets for Miramar's headquarters and parks of commerce",
    intro: [
      "Miramar has become a regional headquarters hub, with corporate campuses along Red Road and the Miramar Park of Commerce full of logistics and light industry. We run branded micromarkets for large teams and smart coolers for smaller offices, each placed and stocked at no cost.",
      "Headquarters teams expect something closer to a café than a vending bank. Our Miramar markets bring fresh meals, barista-style cold coffee and local snacks, with kiosk checkout, a rewards app and a manager report on what your people buy.",
    ],
    features: [
      {
        title: "Headquarters markets",
        description: "Café-style micromarkets for corporate campuses with hundreds of employees.",
      },
      {
        title: "Logistics and warehouses",
        description: "Durable machines and high-capacity coolers for the Park of Commerce.",
      },
      {
        title: "Usage reports",
        description: "Monthly insights on what sells, so your amenity keeps up with your team.",
      },
    ],
  },
  "boca-raton": {
    tagline: "Premium vending and micromarkets for Boca Raton's campuses, clinics and clubs",
    intro: [
      "Boca Raton asks for polish as much as convenience. We serve the corporate offices of the Boca Raton Innovation Campus, the medical practices near Boca Regional, the boutiques of Mizner Park and the clubhouses of the city's country clubs, each with machines and markets placed free.",
      "From Glades Road to Mizner Park, restocks follow your sales data and service calls are answered in under an hour. Ask us to visit; we will measure your space and bring a branded mockup.",
    ],
    features: [
      {
        title: "A free site visit",
        description: "We measure your breakroom and show a branded mockup before anything is installed.",
      },
      {
        title: "Country-club finish",
        description: "Furniture-style smart cabinets and markets that match high-end interiors.",
      },
      {
        title: "Campus-scale markets",
        description: "Multi-kiosk micromarkets for the large teams of the Innovation Campus and Arvida Park.",
      },
    ],
  },
  "palm-beach": {
    tagline: "Discreet, elegant amenities for the island of Palm Beach",
    intro: [
      "On the island of Palm Beach, presentation matters as much as convenience. We place furniture-aesthetic smart cabinets in private clubs, staff quarters, galleries and boutique offices, curated with premium drinks and gourmet snacks, and styled to disappear into the room.",
      "Our Palm Beach service is quiet and scheduled: restocks happen at agreed times through service entrances, machines are monitored 24/7, and the season's busiest months get extra visits. As everywhere, placement costs you nothing.",
    ],
    features: [
      {
        title: "Furniture-style cabinets",
        description: "Wood and glass smart cabinets that suit clubs, estates and galleries.",
      },
      {
        title: "Gourmet selection",
        description: "Imported sparkling water, premium chocolate and artisanal snacks on request.",
      },
      {
        title: "Discreet service",
        description: "Scheduled, low-profile restocking and maintenance around your events.",
      },
    ],
  },
  "lake-worth": {
    tagline: "Friendly, local vending for Lake Worth Beach's shops, studios and schools",
    intro: [
      "Lake Worth Beach has an independent spirit: artists' studios, small manufacturers, family restaurants and a busy downtown along Lake and Lucerne Avenues. We bring compact combo machines and smart coolers to businesses that want a modern amenity without a contract that locks them in.",
      "We stock what Lake Worth asks for, including local coffee, plant-based snacks and craft sodas next to the familiar brands, and our telemetry keeps small sites from running empty between weekly visits.",
    ],
    features: [
      {
        title: "Local favourites",
        description: "Room on every machine for regional and plant-based products our hosts request.",
      },
      {
        title: "Right-sized machines",
        description: "Compact combos and single coolers for small shops, studios and workshops.",
      },
      {
        title: "Tap to pay",
        description: "Cashless payment on every machine, with a QR code for instant refunds.",
      },
    ],
  },
  "boynton-beach": {
    tagline: "Vending and smart coolers for Boynton Beach, from the marina to Quantum Park",
    intro: [
      "Boynton Beach combines a revitalised marina district, the offices and warehouses of Quantum Park and some of Palm Beach County's largest active-adult communities. We tailor each placement: easy-to-use touchscreen coolers for clubhouses, durable vending for distribution centres and markets for office teams.",
      "Many of our Boynton Beach hosts are clubhouses whose residents prefer simple, clear checkout, so we set up large-print screens and contactless payment. Everything is monitored around the clock and restocked from real sales.",
    ],
    features: [
      {
        title: "Active-adult communities",
        description: "Simple, accessible checkout and large-print screens for clubhouse coolers.",
      },
      {
        title: "Quantum Park businesses",
        description: "Durable machines and micromarkets for offices, labs and distribution.",
      },
      {
        title: "Marina district",
        description: "Cold drinks and snacks for marinas, charter docks and waterfront offices.",
      },
    ],
  },
  "delray-beach": {
    tagline: "Stylish amenities for Delray Beach's studios, offices and salons",
    intro: [
      "Delray Beach has turned Atlantic Avenue and Pineapple Grove into one of South Florida's liveliest downtowns, full of creative agencies, salons, fitness studios and restaurants. We place sleek smart coolers and small micromarkets that suit design-conscious spaces and their clients.",
      "Delray hosts ask for wellness options, so our mix leads with cold-pressed juices, protein snacks and sparkling water. Placement is free, machines are cashless, and every machine is monitored around the clock.",
    ],
    features: [
      {
        title: "Design-led equipment",
        description: "Matte-black and wood finishes that complement boutique interiors.",
      },
      {
        title: "Studios and gyms",
        description: "Recovery drinks and clean snacks for yoga, cycling and boxing studios.",
      },
      { title: "Wellness first", description: "Cold-pressed juices, kombucha and better-for-you snacks." },
    ],
  },
  "deerfield-beach": {
    tagline: "Reliable vending and markets for Deerfield Beach's business parks and beachfront",
    intro: [
      "Deerfield Beach sits on the county line with a busy mix of corporate offices near the Hillsboro Boulevard exit, light industry west of I-95, and a beachfront with hotels and the fishing pier. We serve all three with the equipment that fits: markets, smart coolers and classic machines.",
      "Offices near the Hillsboro corridor often run call centres and operations teams across several shifts, so we schedule restocks and cleaning outside peak hours and watch every machine remotely in between.",
    ],
    features: [
      {
        title: "Call centres and operations",
        description: "Micromarkets sized for large, multi-shift teams near Hillsboro Boulevard.",
      },
      {
        title: "Beachfront hotels",
        description: "Grab-and-go coolers for lobbies and pool decks along the beach.",
      },
      {
        title: "Off-peak service",
        description: "Restocks and maintenance scheduled outside your busiest hours.",
      },
    ],
  },
  parkland: {
    tagline: "Premium clubhouse and fitness amenities for Parkland's communities",
    intro: [
      "Parkland is a city of parks, equestrian trails and master-planned communities, where the clubhouse, the fitness centre and the sports fields are the heart of daily life. We bring smart coolers and elegant micro-markets to these community spaces at no cost to the HOA.",
      "Parents and athletes in Parkland want drinks and snacks they feel good about, so we stock hydration, fruit and protein options in smart cabinets that kids can use with a parent's phone and that stay locked until someone pays.",
    ],
    features: [
      {
        title: "HOA clubhouses",
        description: "Smart cabinets that match clubhouse interiors, at no cost to the association.",
      },
      {
        title: "Sports and fitness",
        description: "Hydration and recovery options for fields, courts and community gyms.",
      },
      {
        title: "Locked until paid",
        description: "Smart machines stay locked until a card or phone is tapped, safe in family spaces.",
      },
    ],
  },
  "lighthouse-point": {
    tagline: "Boutique vending for Lighthouse Point's marinas, clubs and offices",
    intro: [
      "Lighthouse Point is a small waterfront city of canals, marinas and professional offices along Federal Highway. Its hosts want a premium, low-key amenity: a single smart cooler in a yacht club, a compact market for a medical practice, or a snack and drink pair for a boat service yard.",
      "Salt air and small footprints shape what we place here: sealed glass-door coolers, compact cabinets and corrosion-resistant card readers. Service calls get the same under-one-hour response as everywhere we work.",
    ],
    features: [
      {
        title: "Marina-ready coolers",
        description: "Sealed, corrosion-resistant equipment for docks and boat yards.",
      },
      {
        title: "Small footprints",
        description: "Compact cabinets for professional offices and clubhouses with limited space.",
      },
      {
        title: "Premium selection",
        description: "Cold brew, sparkling water and quality snacks for discerning members.",
      },
    ],
  },
  "pompano-beach": {
    tagline: "Vending, smart coolers and markets for Pompano Beach's industry and beachfront",
    intro: [
      "Pompano Beach pairs one of Broward's largest industrial districts, around the airpark and the Park of Commerce, with a rebuilt beachfront of hotels, restaurants and the new pier. We run heavy-duty vending for plants and warehouses and elegant smart coolers on the coast.",
      "Industrial sites need machines that survive dust, forklifts and three shifts, so we reinforce cabinets, place protective bollards where needed and keep the telemetry on. Beachfront hosts get the lighter, more polished look.",
    ],
    features: [
      {
        title: "Industrial districts",
        description: "Reinforced machines and high-capacity coolers for plants and warehouses.",
      },
      {
        title: "Beachfront hospitality",
        description: "Smart coolers for hotels and condos near the Pompano Beach pier.",
      },
      {
        title: "Three-shift coverage",
        description: "Restocks timed to keep night shifts supplied, monitored 24/7.",
      },
    ],
  },
  tamarac: {
    tagline: "Friendly vending and clubhouse coolers for Tamarac's communities and commerce park",
    intro: [
      "Tamarac balances long-established residential communities with the Tamarac Commerce Park and a strip of medical offices along University Drive. We serve clubhouses with easy-to-use smart coolers and the commerce park with vending and compact markets, all placed free.",
      "Residents of Tamarac's 55-plus communities tell us they want clear prices, simple payment and familiar brands, so we keep machines bright and straightforward, with staff happy to walk anyone through their first tap-to-pay.",
    ],
    features: [
      {
        title: "Community clubhouses",
        description: "Simple, accessible smart coolers for 55-plus and family communities.",
      },
      {
        title: "Commerce park",
        description: "Vending and micromarkets for the manufacturers and offices of Tamarac Commerce Park.",
      },
      {
        title: "Patient-friendly",
        description: "Healthy drinks and snacks for waiting rooms on University Drive.",
      },
    ],
  },
  sunrise: {
    tagline: "Corporate micromarkets and arena-scale vending for Sunrise",
    intro: [
      "Sunrise is home to the Sawgrass corporate corridor, where insurance, technology and healthcare companies run large offices, as well as a major arena and one of the country's biggest outlet malls. We build micromarkets for corporate breakrooms and place vending in back-of-house areas for retail and event staff.",
      "Large Sunrise offices often start with one market and add a second floor later; our layouts are modular, and the kiosk rewards app carries over. Monitoring, restocking from telemetry and a one-hour response are included.",
    ],
    features: [
      {
        title: "Sawgrass corporate offices",
        description: "Modular micromarkets that grow floor by floor with your team.",
      },
      {
        title: "Retail and event staff",
        description: "Back-of-house vending for stores, venues and their crews.",
      },
      {
        title: "Rewards app",
        description: "Kiosk checkout with a rewards app your employees will actually use.",
      },
    ],
  },
  plantation: {
    tagline: "Polished breakroom amenities for Plantation's medical and corporate offices",
    intro: [
      "Plantation's tree-lined streets hide a dense cluster of medical centres, law firms and corporate offices, especially around Broward Boulevard and the Fashion Mall. We bring smart coolers and micromarkets that suit professional interiors and the long days of clinical staff.",
      "Healthcare hosts in Plantation value hygiene as much as choice, so our equipment favours touch-free checkout, sealed packaging for fresh food and frequent sanitising during restocks, with every machine watched around the clock.",
    ],
    features: [
      {
        title: "Medical centres",
        description: "Fresh meals and healthy snacks for clinicians on long shifts.",
      },
      {
        title: "Touch-free checkout",
        description: "Contactless payment and sealed fresh food for hygiene-minded sites.",
      },
      {
        title: "Professional offices",
        description: "Understated cabinets and markets for law and finance firms.",
      },
    ],
  },
  davie: {
    tagline: "Campus vending and smart coolers for Davie's colleges and ranches",
    intro: [
      "Davie has a western, ranch-town character and one of South Florida's largest concentrations of students, with several university and college campuses along its educational corridor. We serve dormitories, libraries and labs with smart coolers, plus vending for the town's nurseries, stables and trade businesses.",
      "Students pay with phones, so every machine accepts Apple Pay and Google Pay, and late-night study spots get restocks timed for exam weeks. Placement is free for campuses and businesses alike.",
    ],
    features: [
      {
        title: "Campus ready",
        description: "Smart coolers for dorms, libraries and student centres, with late-night stock.",
      },
      {
        title: "Phone-first payment",
        description: "Apple Pay, Google Pay and contactless tap on every machine.",
      },
      {
        title: "Trade and agriculture",
        description: "Durable vending for nurseries, stables and workshops.",
      },
    ],
  },
  "dania-beach": {
    tagline: "Vending for Dania Beach's design centre, marinas and airport businesses",
    intro: [
      "Dania Beach sits between Fort Lauderdale-Hollywood International Airport and the ocean, with a design centre full of showrooms, a new mixed-use district at Dania Pointe, marine businesses and logistics firms serving the airport and Port Everglades. We place the right machine for each.",
      "Airport and port businesses run around the clock, so our Dania Beach machines are monitored 24/7 and restocked on the shifts that need them most, while showrooms get furniture-style cabinets that fit their displays.",
    ],
    features: [
      {
        title: "Airport and port logistics",
        description: "Round-the-clock vending for crews serving the airport and Port Everglades.",
      },
      { title: "Showroom style", description: "Furniture-style smart cabinets for design-centre showrooms." },
      {
        title: "Marine businesses",
        description: "Sealed coolers for boat yards and marinas along the Dania Cut-Off Canal.",
      },
    ],
  },
  "coconut-creek": {
    tagline: "Green, efficient vending for Coconut Creek, the Butterfly Capital",
    intro: [
      "Coconut Creek calls itself the Butterfly Capital of the World and takes sustainability seriously, from its MainStreet district to the Lyons Technology Park. Our energy-efficient machines, with LED lighting, low-power cooling and telemetry that cuts delivery trips, fit that ethos.",
      "We serve Coconut Creek's tech offices, schools, hospitality venues and large active-adult communities, and we offer recycling bins beside every market and plant-based options on request.",
    ],
    features: [
      {
        title: "Sustainability first",
        description: "LED lighting, low-power cooling and fewer truck trips from telemetry restocking.",
      },
      {
        title: "Technology park",
        description: "Micromarkets and smart coolers for Lyons Technology Park offices.",
      },
      { title: "Community clubhouses", description: "Easy-to-use coolers for clubhouses across the city." },
    ],
  },
  weston: {
    tagline: "Refined amenities for Weston's town centre, clubs and corporate offices",
    intro: [
      "Weston is a carefully planned city on the edge of the Everglades, with a walkable Town Center, regional offices, private schools and country-club communities. We place smart coolers and micromarkets finished to match its polished interiors.",
      "Weston hosts often want a bilingual, family-friendly selection, so we balance healthy snacks and international favourites. Every placement is free, cashless and monitored, with restocking 1–2 times per week.",
    ],
    features: [
      {
        title: "Polished finishes",
        description: "Wood and glass equipment for clubhouses, offices and schools.",
      },
      {
        title: "Family-friendly mix",
        description: "Healthy and international favourites chosen with our hosts.",
      },
      {
        title: "Regional offices",
        description: "Micromarkets for the corporate offices around Weston Town Center.",
      },
    ],
  },
  aventura: {
    tagline: "Luxury vending and smart coolers for Aventura towers and offices",
    intro: [
      "Aventura is a city of luxury condominium towers, medical offices and one of the country's most visited shopping malls. We bring furniture-aesthetic smart cabinets to tower lounges and fitness centres, and micromarkets to medical and corporate offices along Biscayne Boulevard.",
      "Condo boards in Aventura expect amenities that feel like a hotel, so our cabinets are finished in wood and glass, stocked with premium drinks and snacks, and serviced by appointment through the building's loading dock.",
    ],
    features: [
      {
        title: "Tower lounges",
        description: "Hotel-style amenities for condominium lounges, pools and gyms.",
      },
      {
        title: "Medical offices",
        description: "Fresh, healthy options for clinics along Biscayne Boulevard.",
      },
      {
        title: "By-appointment service",
        description: "Restocking scheduled with building management and security.",
      },
    ],
  },
  "north-miami": {
    tagline: "Vending and markets for North Miami's campuses, clinics and creative scene",
    intro: [
      "North Miami brings together a university campus on Biscayne Bay, a contemporary art museum, the new SoLé Mia district and a downtown of small businesses and clinics along West Dixie Highway. We serve each with smart coolers, classic machines or a compact market.",
      "Our North Miami hosts include many Haitian-, Caribbean- and Latin-owned businesses, so we stock regional favourites with the national brands and offer service in English, Spanish and Haitian Creole.",
    ],
    features: [
      {
        title: "Campus and students",
        description: "Smart coolers for student centres and dorms on Biscayne Bay.",
      },
      {
        title: "Community-minded mix",
        description: "Caribbean and Latin favourites next to the national brands.",
      },
      { title: "Multilingual service", description: "Support in English, Spanish and Haitian Creole." },
    ],
  },
  "bal-harbour": {
    tagline: "Five-star amenities for Bal Harbour's oceanfront residences and hotels",
    intro: [
      "Bal Harbour is a small village with an outsized reputation: luxury shops, five-star hotels and oceanfront residences along Collins Avenue. We place discreet, furniture-aesthetic smart cabinets for residents, guests and staff, curated with premium and imported products.",
      "Here service is invisible. We coordinate with concierge and engineering teams, restock through service entrances at agreed times, and monitor every cabinet remotely so issues are solved before residents notice them.",
    ],
    features: [
      {
        title: "Five-star hospitality",
        description: "Curated grab-and-go cabinets for hotel and residence amenity floors.",
      },
      {
        title: "Imported and premium",
        description: "European sparkling water, fine chocolate and gourmet snacks.",
      },
      {
        title: "Invisible service",
        description: "Concierge-coordinated restocking and 24/7 remote monitoring.",
      },
    ],
  },
  surfside: {
    tagline: "Thoughtful, compact amenities for Surfside's residences and small businesses",
    intro: [
      "Surfside is a quiet beachfront town of mid-rise condominiums, family homes and a short, walkable business district on Harding Avenue. We fit compact smart coolers into condo lobbies, fitness rooms and small offices, choosing footprints that respect tight spaces.",
      "Surfside residents ask for kosher and family-friendly options, and we stock them by request. Cashless checkout, 24/7 remote monitoring and restocking from live sales data are part of every placement.",
    ],
    features: [
      {
        title: "Condominium lobbies",
        description: "Compact cabinets sized for mid-rise lobbies and fitness rooms.",
      },
      {
        title: "Requests welcome",
        description: "Kosher, allergy-friendly and family options stocked on request.",
      },
      { title: "Beach-ready", description: "Cold drinks and sun-season restocks for beachfront buildings." },
    ],
  },
  "miami-beach": {
    tagline: "Hotel-grade grab and go for Miami Beach, from South Beach to North Beach",
    intro: [
      "Miami Beach runs on hospitality: Art Deco hotels in South Beach, convention crowds near Lincoln Road, oceanfront residences in Mid-Beach and a growing creative scene in North Beach. We replace tired lobby shops and back-of-house vending with smart coolers and hotel-grade micromarkets.",
      "Hotel staff and residents work and live on every schedule, so our Miami Beach equipment is monitored around the clock and restocked more often in season. Guests pay by tap from any country.",
    ],
    features: [
      {
        title: "Hotel lobby markets",
        description: "Grab-and-go markets that earn revenue without a cashier.",
      },
      {
        title: "Back-of-house vending",
        description: "Meals and drinks for housekeeping, kitchen and event teams.",
      },
      { title: "Tap from any country", description: "International cards and mobile wallets accepted." },
    ],
  },
  wynwood: {
    tagline: "Creative-grade amenities for Wynwood's studios, agencies and startups",
    intro: [
      "Wynwood went from warehouses to murals to one of Miami's busiest creative and tech districts. Its agencies, studios, galleries and co-working spaces want amenities with personality, so we offer smart coolers that can be wrapped in local art and markets with a local-brand shelf.",
      "Startups grow fast, so we start small and scale: a single smart cooler today, a micromarket when the team doubles. Everything is free to place, cashless and watched around the clock.",
    ],
    features: [
      {
        title: "Art-wrapped equipment",
        description: "Cabinets wrapped with work by local artists or your own brand.",
      },
      {
        title: "Co-working ready",
        description: "Smart coolers for shared spaces, with app receipts for members.",
      },
      { title: "Scale as you grow", description: "Start with one cooler and grow into a full micromarket." },
    ],
  },
  "coral-gables": {
    tagline: "Elegant amenities for the City Beautiful's offices, university and hotels",
    intro: [
      "Coral Gables, the City Beautiful, is home to multinational regional headquarters on Ponce de Leon Boulevard, a major university, historic hotels and the boutiques of Miracle Mile. We design micromarkets and smart cabinets that respect its Mediterranean Revival character.",
      "Corporate hosts in the Gables often serve international teams and visitors, so we curate a global selection and offer branded layouts that match lobby finishes. As always, placement is free and a service call is answered in under an hour.",
    ],
    features: [
      {
        title: "Regional headquarters",
        description: "Branded micromarkets for multinational offices on Ponce de Leon Boulevard.",
      },
      {
        title: "University and students",
        description: "Smart coolers for campus buildings and student housing.",
      },
      {
        title: "Mediterranean finishes",
        description: "Warm wood and bronze tones that suit the city's architecture.",
      },
    ],
  },
};
