import type { IndustryTags } from "./taxonomy-types";

// Creator niches: people rather than shops, with curated tags in the same three tiers.

export const CREATOR_TAGS: IndustryTags[] = [
  {
    id: "travel-creator",
    name: "Travel creator",
    keywords: ["travel", "travelgram"],
    broad: ["travel", "wanderlust", "travelgram", "explore", "adventure"],
    mid: ["travelblogger", "solotravel", "travelphotography", "budgettravel", "traveltips"],
    niche: ["slowtravel", "femalesolotravel", "vanlifeindia", "backpackingasia", "hiddengems"],
  },
  {
    id: "food-creator",
    name: "Food creator",
    keywords: ["food", "recipes"],
    broad: ["food", "foodie", "recipes", "cooking", "homecooking"],
    mid: ["foodblogger", "easyrecipes", "recipeoftheday", "healthyrecipes", "foodstagram"],
    niche: ["onepotmeals", "mealprepideas", "plantbasedrecipes", "regionalcuisine", "baking101"],
  },
  {
    id: "fitness-creator",
    name: "Fitness creator",
    keywords: ["fitness", "fit"],
    broad: ["fitness", "workout", "fitfam", "health", "motivation"],
    mid: ["fitnessblogger", "workoutvideos", "fitnesstips", "gymlife", "runningcommunity"],
    niche: ["beginnerworkout", "runningforbeginners", "yogaforbeginners", "liftingwomen", "hybridtraining"],
  },
  {
    id: "beauty-creator",
    name: "Beauty creator",
    keywords: ["beauty", "makeup"],
    broad: ["beauty", "makeup", "skincare", "makeuplook", "grwm"],
    mid: ["beautycreator", "makeuptutorial", "skincaretips", "beautyreview", "makeupideas"],
    niche: ["drugstoremakeup", "acnejourney", "maturebeauty", "hairtutorial", "curlyhairroutine"],
  },
  {
    id: "photographer",
    name: "Photographer",
    keywords: ["photography", "photo"],
    broad: ["photography", "photographylovers", "photographer", "portrait", "naturephotography"],
    mid: ["portraitphotography", "streetphotography", "weddingphotographer", "filmphotography", "landscapephotography"],
    niche: ["35mmfilm", "candidweddings", "moodyportraits", "astrophotography", "newbornphotographer"],
  },
  {
    id: "gaming-creator",
    name: "Gaming creator",
    keywords: ["gaming", "gamer"],
    broad: ["gaming", "gamer", "videogames", "games", "esports"],
    mid: ["twitchstreamer", "gamingcommunity", "pcgaming", "gamingsetup", "indiegames"],
    niche: ["retrogaming", "speedrunning", "cozygames", "indiegamedev", "mobilegamer"],
  },
  {
    id: "parenting-creator",
    name: "Parenting creator",
    keywords: ["parenting", "family"],
    broad: ["family", "parenting", "motherhood", "kids", "momlife"],
    mid: ["parentingtips", "momblogger", "dadlife", "toddlerlife", "familytime"],
    niche: ["gentleparenting", "montessoriathome", "toddleractivities", "twinmom", "workingmom"],
  },
  {
    id: "education-creator",
    name: "Education creator",
    keywords: ["learning", "study"],
    broad: ["education", "learning", "study", "students", "knowledge"],
    mid: ["studytips", "studygram", "onlinelearning", "studymotivation", "languagelearning"],
    niche: ["learnspanish", "mathtutor", "examprep", "studywithme", "bookrecommendations"],
  },
];
