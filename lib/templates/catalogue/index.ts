import type { TemplateSeed } from "@/lib/templates/types";
import { artist } from "./artist";
import { artsEntertainment } from "./arts-entertainment";
import { beautyCosmetics } from "./beauty-cosmetics";
import { businessBeauty } from "./business-beauty";
import { businessEcommerce } from "./business-ecommerce";
import { businessElectronics } from "./business-electronics";
import { businessFashion } from "./business-fashion";
import { businessFitness } from "./business-fitness";
import { businessFood } from "./business-food";
import { businessHandmade } from "./business-handmade";
import { businessHome } from "./business-home";
import { businessJewelry } from "./business-jewelry";
import { businessLocal } from "./business-local";
import { businessPromotion } from "./business-promotion";
import { businessServices } from "./business-services";
import { craftsDiy } from "./crafts-diy";
import { educationLearning } from "./education-learning";
import { entertainment } from "./entertainment";
import { entrepreneur } from "./entrepreneur";
import { fashion } from "./fashion";
import { fitness } from "./fitness";
import { foodCulinary } from "./food-culinary";
import { healthFitness } from "./health-fitness";
import { lifestyle } from "./lifestyle";
import { pets } from "./pets";
import { social } from "./social";
import { student } from "./student";
import { techSaas } from "./tech-saas";
import { travelTourism } from "./travel-tourism";

// The whole hand-written catalogue, in display order: the personal
// categories in the order of PERSONAL_CATEGORIES, then the business ones in the
// order of BUSINESS_CATEGORIES. The seed stores each template's position as sortOrder.
export const CATALOGUE: TemplateSeed[] = [
  ...fashion,
  ...beautyCosmetics,
  ...foodCulinary,
  ...travelTourism,
  ...pets,
  ...educationLearning,
  ...lifestyle,
  ...artsEntertainment,
  ...techSaas,
  ...craftsDiy,
  ...entrepreneur,
  ...fitness,
  ...social,
  ...student,
  ...entertainment,
  ...healthFitness,
  ...artist,
  ...businessEcommerce,
  ...businessFashion,
  ...businessBeauty,
  ...businessElectronics,
  ...businessHome,
  ...businessHandmade,
  ...businessFitness,
  ...businessJewelry,
  ...businessFood,
  ...businessServices,
  ...businessLocal,
  ...businessPromotion,
];
