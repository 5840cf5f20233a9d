// Organisations people name: employers, brands, publications and universities, plus the
// fields people study. Printed as listed; matched case-insensitively.

// prettier-ignore
export const KNOWN_BRANDS: string[] = [
  "Google", "Microsoft", "Amazon", "AWS", "Meta", "Facebook", "Apple", "Netflix", "Spotify", "Adobe", "Salesforce",
  "Oracle", "IBM", "Intel", "Nvidia", "Tesla", "SpaceX", "Uber", "Airbnb", "Stripe", "Shopify", "Figma", "Canva",
  "Notion", "OpenAI", "Atlassian", "GitHub", "Twilio", "Cisco", "SAP", "Samsung", "Sony", "Ubisoft", "Riot Games",
  "Red Bull", "Nike", "Adidas", "Puma", "Zara", "H&M", "Sephora", "L'Oréal", "Unilever", "P&G", "Nestlé", "Coca-Cola",
  "PepsiCo", "Starbucks", "Disney", "Deloitte", "McKinsey", "BCG", "Bain", "EY", "KPMG", "PwC", "Accenture",
  "Capgemini", "Cognizant", "Goldman Sachs", "JP Morgan", "Morgan Stanley", "Flipkart", "Zomato", "Swiggy", "Zepto",
  "Blinkit", "Paytm", "PhonePe", "Razorpay", "CRED", "Ola", "Infosys", "TCS", "Wipro", "HCL", "Tech Mahindra",
  "Reliance", "Jio", "Tata", "Mahindra", "Airtel", "Byju's", "Unacademy", "Nykaa", "Myntra", "Meesho", "Freshworks",
  "Zoho", "Postman", "BrowserStack", "Urban Company", "Lenskart", "boAt", "Mamaearth", "HDFC", "ICICI", "SBI",
  "Kotak", "Mercado Libre", "Rappi", "Nubank", "Globant", "Bumble", "Duolingo", "ISRO", "NASA", "UNICEF", "WHO", "UN",
  "Teach For India", "Y Combinator", "YC", "Sequoia",
];

// Where people get featured; "featured in Vogue" is an achievement, not an employer.
// prettier-ignore
export const PUBLICATIONS: string[] = [
  "Forbes", "Vogue", "Vogue India", "TEDx", "TED", "BBC", "CNN", "NDTV", "Times of India", "The Hindu",
  "Hindustan Times", "YourStory", "Inc42", "TechCrunch", "Wired", "The Verge", "Elle", "GQ", "Cosmopolitan",
  "Harper's Bazaar", "Femina", "Shark Tank", "Shark Tank India", "Mint", "Economic Times", "New York Times",
  "The Guardian", "Bloomberg", "Fast Company", "HuffPost", "Buzzfeed",
];

// prettier-ignore
export const KNOWN_UNIVERSITIES: string[] = [
  "IIT Bombay", "IIT Delhi", "IIT Madras", "IIT Kanpur", "IIT Kharagpur", "IIT Roorkee", "IIT Guwahati",
  "IIT Hyderabad", "IIM Ahmedabad", "IIM Bangalore", "IIM Calcutta", "IIM Lucknow", "IIM Indore", "BITS Pilani",
  "ISB", "XLRI", "NID", "NIFT", "AIIMS", "JNU", "Delhi University", "DU", "IISc", "Jadavpur University",
  "Christ University", "Symbiosis", "Manipal", "VIT", "SRM", "Amity", "Ashoka University", "St. Stephen's", "LSR",
  "SRCC", "Miranda House", "Presidency University", "Anna University", "TISS", "FLAME University", "NLSIU",
  "IIIT Hyderabad", "DTU", "NSUT", "COEP", "MIT", "Stanford", "Harvard", "Oxford", "Cambridge", "Yale", "Princeton",
  "Berkeley", "UC Berkeley", "UCLA", "NYU", "Columbia", "CMU", "Carnegie Mellon", "Georgia Tech", "Caltech", "LSE",
  "Imperial", "UCL", "NUS", "NTU", "UNAM", "Tec de Monterrey", "UBA", "McGill", "UBC", "Parsons", "RISD",
  "Central Saint Martins", "Sorbonne", "ETH Zurich", "TU Munich", "Wharton", "INSEAD", "Kellogg",
];

// Fields of study, so "psychology student" and "B.Tech CSE" both give a major.
// prettier-ignore
export const FIELDS: string[] = [
  "computer science", "cs", "cse", "it", "ece", "eee", "information technology", "electronics",
  "mechanical engineering", "mechanical", "civil engineering", "electrical engineering", "chemical engineering",
  "aerospace", "biotechnology", "biotech", "economics", "psychology", "mathematics", "maths", "math", "physics",
  "chemistry", "biology", "commerce", "law", "medicine", "architecture", "design", "fashion design",
  "communication design", "journalism", "mass communication", "mass comm", "english literature", "literature",
  "english", "history", "political science", "sociology", "philosophy", "finance", "marketing", "business",
  "business administration", "data science", "statistics", "fine arts", "music", "film", "filmmaking", "nursing",
  "pharmacy", "dentistry", "environmental science", "anthropology", "international relations", "public policy",
  "hospitality", "hotel management", "culinary arts", "animation", "ai", "artificial intelligence", "neuroscience",
  "hvac", "linguistics", "geography", "geology", "zoology", "marine biology", "criminology", "accounting",
  "software engineering", "aerospace engineering", "graphic design", "game design", "social work", "midwifery",
  "physiotherapy", "kinesiology", "sports science", "agriculture", "forestry", "veterinary medicine",
];
